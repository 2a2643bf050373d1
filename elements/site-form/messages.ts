import { defineMessages, type MessageKey } from '../../shared/element/messages.ts';

/** Texts of `<site-form>` (the loading text is 'Loading form designer...'). Designer texts live with the designer. */
export const formMessages = defineMessages(
  {
    loadingDesigner: 'Loading form designer...',
    noFields: 'This form has no fields yet.',
    loading: 'Loading the form…',
    loadFailed: 'This form could not be loaded. Please reload the page.',
    tooQuick: 'That was quicker than we expected. Please check your answers and send them again.',
    honeypot: 'Leave this field empty',
    requiredNote: 'Fields marked * are required.',
    choose: 'Choose…',
    send: 'Send',
    sending: 'Sending…',
    sent: 'Thank you! Your answers have been sent.',
    previewSent: 'Preview: these answers are valid. Nothing was sent.',
    failed: 'Your answers could not be sent: {message} Please try again.',
    summaryTitle: 'There is a problem',
    summary_one: 'Please correct {count} field:',
    summary_other: 'Please correct {count} fields:',
    errorPrefix: 'Error:',
    required: '{label} is required.',
    requiredCheckbox: 'Tick the box to continue: {label}.',
    email: 'Enter an email address like name@example.com.',
    number: '{label} must be a number.',
    min: '{label} must be {min} or more.',
    max: '{label} must be {max} or less.',
    minLength: '{label} needs at least {min} characters.',
    maxLength: '{label} can have at most {max} characters.',
    pattern: '{label} is not in the right format.',
    option: 'Choose one of the options for {label}.',
    date: '{label} must be a real date.',
    minDate: '{label} must be on or after {min}.',
    maxDate: '{label} must be on or before {max}.',
  },
  { es: () => import('./messages.es.ts').then((m) => m.form) },
);

/** A translator for the form's catalogue. */
export type FormT = (key: MessageKey<keyof typeof formMessages.en>, params?: Record<string, string | number>) => string;
