/**
 * A stand-in for the wallet provider's browser SDK (PayPal JS SDK), backed by the demo server's wallet
 * simulator (`POST /sim/paypal/orders/{id}/approve`, see `walletSimulatorPaths`). It follows the subset
 * the checkout uses (`WalletSdk`, which the real `PayPalNamespace` satisfies): `Buttons({ createOrder,
 * onApprove, onCancel, onError, style })` with `render(container)`, `close()` and `isEligible()`.
 *
 * The real SDK opens PayPal's window for the buyer; the fake shows the same three choices inline,
 * clearly labelled as a simulator: Approve (then `onApprove`), Decline (approved but the capture is
 * declined, as a refused funding source) and Cancel (`onCancel`). Errors thrown by the callbacks go to
 * `onError`, as in the real SDK. Used by tests, stories and the demo site in DEMO_MODE only.
 */
import { walletSimulatorPaths } from '../api/payments.ts';
import type { WalletButtonsOptions, WalletSdk } from './sdks.ts';

/** Where the simulator is (this server's origin) and the fetch to use. */
export interface FakePayPalOptions {
  origin: string;
  fetch?: typeof fetch;
}

type Decision = 'approve' | 'decline' | 'cancel';

function styled<K extends keyof HTMLElementTagNameMap>(tag: K, text: string, style: Partial<CSSStyleDeclaration>): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  el.textContent = text;
  Object.assign(el.style, style);
  return el;
}

const buttonStyle: Partial<CSSStyleDeclaration> = { minHeight: '2.75rem', padding: '0.5rem 1rem', borderRadius: '6px', font: '600 1rem system-ui, sans-serif', cursor: 'pointer' };

/** Creates the fake SDK namespace. */
export function createFakePayPal(options: FakePayPalOptions): WalletSdk {
  const http = (input: string, init?: RequestInit) => (options.fetch ?? fetch)(input, init);
  return {
    Buttons(buttonOptions: WalletButtonsOptions) {
      let root: HTMLElement | null = null;
      const fail = (error: unknown) => buttonOptions.onError?.({ message: error instanceof Error ? error.message : String(error) });

      const decide = async (orderID: string, decision: Decision, approval: HTMLElement): Promise<void> => {
        approval.remove();
        const response = await http(walletSimulatorPaths.approve(options.origin, orderID), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ simulate: decision }),
        });
        if (!response.ok) throw new Error('The wallet provider could not record the decision.');
        if (decision === 'cancel') buttonOptions.onCancel?.({ orderID });
        else await buttonOptions.onApprove({ orderID });
      };

      const start = async (button: HTMLButtonElement): Promise<void> => {
        button.disabled = true;
        try {
          const orderID = await buttonOptions.createOrder();
          const approval = styled('div', '', { display: 'grid', gap: '0.5rem', padding: '1rem', border: '2px solid #003087', borderRadius: '8px', background: '#f5f7fa' });
          approval.setAttribute('role', 'group');
          approval.setAttribute('aria-label', 'PayPal (simulator) approval');
          approval.append(styled('p', `PayPal (simulator): approve order ${orderID}?`, { margin: '0', fontWeight: '600' }));
          const row = styled('div', '', { display: 'flex', gap: '0.5rem', flexWrap: 'wrap' });
          for (const [decision, label] of [['approve', 'Approve'], ['decline', 'Decline'], ['cancel', 'Cancel']] as const) {
            const choice = styled('button', label, { ...buttonStyle, border: '1px solid #003087', background: decision === 'approve' ? '#003087' : '#fff', color: decision === 'approve' ? '#fff' : '#003087' });
            choice.type = 'button';
            choice.addEventListener('click', () => {
              decide(orderID, decision, approval)
                .catch(fail)
                .finally(() => (button.disabled = false));
            });
            row.append(choice);
          }
          approval.append(row);
          root?.append(approval);
          row.querySelector('button')?.focus();
        } catch (error) {
          button.disabled = false;
          fail(error);
        }
      };

      return {
        isEligible: () => true,
        async render(container) {
          const target = typeof container === 'string' ? document.querySelector<HTMLElement>(container) : container;
          if (!target) throw new Error('Document is ready and element does not exist');
          root = styled('div', '', { display: 'grid', gap: '0.75rem' });
          const button = styled('button', 'Pay with PayPal', { ...buttonStyle, width: '100%', border: '0', background: '#ffc439', color: '#111', minHeight: '3rem' });
          button.type = 'button';
          button.setAttribute('aria-label', 'Pay with PayPal (simulator)');
          button.addEventListener('click', () => void start(button));
          root.append(button);
          target.replaceChildren(root);
        },
        async close() {
          root?.remove();
          root = null;
        },
      };
    },
  };
}

/** A `loadScript`-shaped loader of the fake (what `setPaymentSdks({ paypal })` takes). */
export function simulatorPayPalLoader(options: FakePayPalOptions): (script: { clientId: string; currency: string }) => Promise<WalletSdk> {
  return async () => createFakePayPal(options);
}
