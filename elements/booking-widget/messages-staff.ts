import { defineMessages, type MessageKey } from '../../shared/element/messages.ts';

/**
 * Texts of the staff console on the queue screen of `<booking-widget>` (loaded with the console, only
 * when the session is staff). The column names and status badges come from the mode screens' catalogue.
 */
export const staffMessages = defineMessages(
  {
    title: 'Staff Console',
    staffOnly: 'Only signed-in staff see this list: full names, phone numbers and notes.',
    callNext: 'Call next',
    callNextAt: 'Call next: {location}',
    served: 'Served',
    noShow: 'No-show',
    remove: 'Remove',
    colName: 'Name',
    emailOnCall: 'E-mail on call',
    colPhone: 'Phone',
    colNotes: 'Notes',
    colActions: 'Actions',
    tableLabel: 'Queue with customer details',
    removeConfirm: 'Remove {name} from the queue?',
    yesRemove: 'Yes, Remove',
    keepInQueue: 'Keep in Queue',
    called: '{name} called',
    nobodyWaiting: 'Nobody is waiting',
    servedDone: '{name} served',
    noShowDone: '{name} marked as no-show',
    removedDone: '{name} removed from the queue',
    sessionEnded: 'Your staff session has ended.',
    signInAgain: 'Sign in again.',
    forbidden: 'This staff account cannot manage this queue.',
  },
  { es: () => import('./messages-staff.es.ts').then((m) => m.staff) },
);

/** A message key of the staff console. */
export type StaffMessage = MessageKey<keyof (typeof staffMessages)['en']>;
