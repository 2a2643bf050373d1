import { useStore } from '@nanostores/react';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { Screen } from '../../../shared/booking/flow.ts';
import { notice } from '../../../shared/booking/widget-messages.ts';
import type { BookingWidget } from '../../../shared/booking/state/widget.ts';
import * as frame from '../css/frame.css.ts';
import { useUi } from '../use-ui.ts';
import { LocationStep } from './LocationStep.tsx';
import { ServiceStep } from './ServiceStep.tsx';

// The first booking steps are in the element's own chunk. The later steps and the other modes'
// screens are two chunks of their own, loaded when first shown (two, not one per screen, so the code
// they share with the element stays in few chunks). The later steps are also fetched ahead in idle
// time once the widget is ready (`prefetchSteps`), so moving on never waits.
const laterSteps = () => import('./later-steps.ts');
const modeScreens = () => import('./mode-screens.ts');
const AttendantStep = lazy(() => laterSteps().then((m) => ({ default: m.AttendantStep })));
const DateStep = lazy(() => laterSteps().then((m) => ({ default: m.DateStep })));
const CustomerStep = lazy(() => laterSteps().then((m) => ({ default: m.CustomerStep })));
const ConfirmationView = lazy(() => laterSteps().then((m) => ({ default: m.ConfirmationView })));
const ManageScreen = lazy(() => modeScreens().then((m) => ({ default: m.ManageScreen })));
const CheckInScreen = lazy(() => modeScreens().then((m) => ({ default: m.CheckInScreen })));
const WalkInScreen = lazy(() => modeScreens().then((m) => ({ default: m.WalkInScreen })));
const QueueScreen = lazy(() => modeScreens().then((m) => ({ default: m.QueueScreen })));
const PaymentCheckout = lazy(() => modeScreens().then((m) => ({ default: m.PaymentCheckout })));
const PaymentStep = lazy(() => modeScreens().then((m) => ({ default: m.PaymentStep })));

const SCREENS: Record<Screen, ComponentType> = {
  confirmation: ConfirmationView,
  queue: QueueScreen,
  manage: ManageScreen,
  'check-in': CheckInScreen,
  'walk-in': WalkInScreen,
  'payment-checkout': PaymentCheckout,
  location: LocationStep,
  service: ServiceStep,
  attendant: AttendantStep,
  date: DateStep,
  'customer-info': CustomerStep,
  payment: PaymentStep,
};

/** Fetches the later booking steps' chunks ahead, when the browser is idle. */
export function prefetchSteps(): void {
  const run = () => void laterSteps().catch(() => undefined);
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 500);
}

/** Opens the walk-in of a queue e-mail's link (view-queue-progress mode), with the mode screens' chunk. */
export function followQueueLink(widget: BookingWidget, token: string): void {
  void modeScreens().then(
    (m) => m.followQueueLink(widget, token),
    () => widget.showError(notice('loadQueue')),
  );
}

/**
 * Draws the screen of the current mode and step; the booking steps wait for the catalogue. The screen
 * the server rendered (`serverScreen`) has no loading line of its own: while its code loads, the kit
 * keeps showing the server's view of that same screen, so nothing moves.
 */
export function Screens({ screen, serverScreen }: { screen: Screen; serverScreen: string | undefined }): ReactNode {
  const { widget, t } = useUi();
  const { catalog } = useStore(widget.$shell);
  if (catalog === 'error') {
    return (
      <p>
        <button type="button" className={frame.secondaryButton} onClick={() => widget.retryCatalog()}>
          {t('retry')}
        </button>
      </p>
    );
  }
  if (catalog === 'loading' && screen !== 'queue') return <p aria-hidden="true">{t('loading')}</p>;
  const View = SCREENS[screen];
  const view = <View key={screen} />;
  if (screen === serverScreen) return view;
  return <Suspense fallback={<p aria-hidden="true">{t('loading')}</p>}>{view}</Suspense>;
}
