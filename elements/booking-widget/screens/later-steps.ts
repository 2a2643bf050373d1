/** The booking steps after the first screens: one lazily loaded chunk (see Screens.tsx). */
export { AttendantStep } from './AttendantStep.tsx';
export { DateStep } from './DateStep.tsx';
export { CustomerStep } from './CustomerStep.tsx';
export { ConfirmationView } from './ConfirmationView.tsx';
