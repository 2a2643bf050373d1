import { useRef, useState, type ReactNode } from 'react';
import { defineElement } from './define-element.tsx';
import { useModal } from './use-modal.ts';
import { afterEach, describe, it } from '../../../test/browser/mocha.ts';
import { defined, expect } from '../../../test/browser/assert.ts';
import { pressKey } from '../../../test/browser/keys.ts';
import { cleanup, click, fixture, keyboard, nextTask, settle, waitFor } from '../../../test/browser/fixture.ts';

// A test-only element: a button that opens a dialog through useModal, and a fallback for focus.
function ModalHost(): ReactNode {
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const fallback = useRef<HTMLButtonElement>(null);
  useModal(dialog, open, { fallback });
  return (
    <>
      <button type="button" id="open" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button" id="fallback" ref={fallback}>
        Fallback
      </button>
      <dialog ref={dialog} aria-label="Test dialog" onClose={() => setOpen(false)}>
        <button type="button" id="first">
          First
        </button>
        <button type="button" id="last" onClick={() => setOpen(false)}>
          Close
        </button>
      </dialog>
    </>
  );
}
defineElement('kit-modal-host', ModalHost, { description: 'a dialog opened through useModal', attributes: {} });

const byId = (id: string): HTMLElement => defined(document.getElementById(id), `#${id}`);
const dialog = (): HTMLDialogElement => byId('first').closest('dialog') as HTMLDialogElement;
/** Waits for the trap's code, which useModal fetches when a dialog first opens. */
async function trapLoaded(): Promise<void> {
  await import('../modal.ts');
  await settle();
}

describe('useModal', () => {
  afterEach(cleanup);

  // First in the file: the trap's code has not been fetched yet when the dialog closes.
  it('a dialog closed before the trap has loaded is closed, and no trap starts later', async () => {
    await fixture('<kit-modal-host></kit-modal-host>');
    byId('open').click();
    await Promise.resolve();
    expect(dialog().open).toBe(true);
    byId('last').click();
    await settle();
    expect(dialog().open).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 500));
    byId('fallback').focus();
    expect(await keyboard(byId('fallback'), 'Tab')).toBe(true);
    expect(document.activeElement).toBe(byId('fallback'));
  });

  it('shows the dialog as soon as it opens, keeps Tab inside and gives focus back to the opener', async () => {
    await fixture('<kit-modal-host></kit-modal-host>');
    byId('open').focus();
    await click(byId('open'));
    expect(dialog().open).toBe(true);
    expect(document.activeElement).toBe(byId('first'));
    await trapLoaded();
    byId('last').focus();
    await pressKey('Tab');
    expect(document.activeElement).toBe(byId('first'));
    await pressKey('Shift+Tab');
    expect(document.activeElement).toBe(byId('last'));
    await pressKey('Escape');
    await waitFor(() => !dialog().open, { message: 'Esc to close the dialog' });
    await nextTask();
    expect(document.activeElement).toBe(byId('open'));
  });

  it('gives focus to the fallback when the opener is gone', async () => {
    await fixture('<kit-modal-host></kit-modal-host>');
    const opener = document.createElement('button');
    opener.textContent = 'Outside opener';
    document.body.append(opener);
    opener.focus();
    await click(byId('open'));
    await trapLoaded();
    opener.remove();
    await click(byId('last'));
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(byId('fallback'));
  });
});
