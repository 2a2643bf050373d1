/** The screens of the modes other than new-reservation: one lazily loaded chunk (see Screens.tsx). */
export { ManageScreen } from './ManageScreen.tsx';
export { CheckInScreen } from './CheckInScreen.tsx';
export { WalkInScreen } from './WalkInScreen.tsx';
export { QueueScreen } from './QueueScreen.tsx';
export { PaymentCheckout, PaymentStep } from './PaymentScreens.tsx';
export { followQueueLink } from '../queue-link.ts';
