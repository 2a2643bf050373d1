import { defineMessages } from '../../../shared/element/messages.ts';
import { BLOCKED_URL_MESSAGE, PAYMENT_MESSAGES as P } from '../../../shared/payments/messages.ts';

/**
 * Texts of the payment panels (loaded with them). English is the specification's wording where it
 * has one; every payment message comes word for word from shared/payments/messages.ts.
 */
export const panelMessages = defineMessages(
  {
    pay: 'Pay {total}',
    paying: 'Processing payment…',
    placeOrder: 'Place order',
    tryAgain: 'You can try again.',
    retry: 'Try again',
    // Card provider
    cardLoading: 'Loading the secure card form…',
    cardUnavailable: 'The card form could not be loaded.',
    // Card-and-bank-transfer provider (spec §4, §5)
    transferMethod: 'Pay by',
    transfer_card: 'Card',
    transfer_bank_transfer: 'Bank transfer',
    cardDetails: 'Card details',
    cardNumber: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvv: 'Security code (CVV)',
    numberRequired: 'Enter the card number.',
    numberInvalid: 'This card number is not valid.',
    expiryRequired: 'Enter the expiry date.',
    expiryInvalid: 'This expiry date is not valid or has passed.',
    cvvRequired: 'Enter the security code.',
    cvvInvalid: 'The security code has 3 or 4 digits.',
    bank: 'Bank',
    chooseBank: 'Choose your bank…',
    bankRequired: 'Choose your bank.',
    fixCard: 'Check the highlighted fields.',
    authRequired: P.authenticationRequired,
    authWaiting: 'Complete the authentication in the window that opened. This page updates by itself.',
    openAuth: 'Open the authentication page',
    checkNow: 'I have finished: check now',
    completeAuth: P.completeAuthentication,
    blockedUrl: BLOCKED_URL_MESSAGE,
    timeout: P.timeout,
    unableToVerify: P.unableToVerify,
    processingFailed: P.processingFailed,
    // Multi-method provider (spec §4, §9)
    multiMethod: 'Pay with',
    multi_card: 'Card',
    multi_bank_account: 'Bank account',
    multi_mobile_wallet: 'Mobile wallet',
    multi_crypto: 'Crypto',
    cryptoChoice: 'Currency',
    multiNote: 'You finish the payment on the provider’s page, which opens in a new window.',
    multiWaiting: 'Finish the payment in the window that opened. This page checks the status every few seconds.',
    openPayment: 'Open the payment page',
    failedOrExpired: P.failedOrExpired,
    // Wallet provider (spec §4, §5, §8)
    customerRequired: P.customerInfoRequired,
    walletEmail: P.walletEmail,
    emailMissing: 'Email: missing',
    emailInvalid: 'Email: "{email}" is not a valid email address',
    walletNoClient: 'PayPal is not set up for this store yet (no client id), so it cannot be used.',
    walletLoading: 'Loading PayPal…',
    walletUnavailable: 'PayPal could not be loaded.',
    walletFailed: 'Payment failed: {reason}',
    // Offline (spec §3, §9)
    offlineMethod: 'How will you pay?',
    offline_bank_transfer: 'Bank transfer',
    offline_cash: 'Cash',
    offline_check: 'Check',
    offline_wire_transfer: 'Wire transfer',
    offlineNote: 'Nothing is charged now. You will get payment instructions with your order, which ships once payment arrives.',
    offlineAck: 'I understand my order is not paid until my payment is received.',
    offlineFailed: P.offlineFailed,
    // Gift card (spec §5)
    giftCode: 'Gift card code',
    checkBalance: 'Check balance',
    giftBalance: 'Gift card balance: {balance}',
    giftEmpty: P.giftCardEmpty,
    giftInvalid: P.giftCardInvalid,
    giftInsufficient: P.giftCardInsufficient,
    giftFailed: P.giftCardValidateFailed,
    // Account balance (spec §5)
    balance: 'Available balance: {balance}',
    balanceLoading: 'Checking your balance…',
    balanceUnavailable: 'Your account balance could not be loaded.',
    balanceSignIn: 'Sign in to pay with your account balance.',
    insufficientBalance: P.insufficientBalance,
    balanceConfirm: 'I confirm paying {total} from my account balance.',
    // Shared results
    failed: P.failed,
    unexpected: P.unexpected,
    canceled: P.canceled,
    pending: 'Order placed. Payment instructions follow.',
    completed: P.paymentCompleted,
  },
  { es: () => import('../messages.es.ts').then((m) => m.panels) },
);

/** The translator the panels use. */
export type PanelTranslate = (key: keyof (typeof panelMessages)['en'], params?: Record<string, string | number>) => string;
