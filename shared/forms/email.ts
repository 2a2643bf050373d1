/**
 * The one e-mail rule of the kit and the server (checkout, wallet payments and bookings alike): something@something.something,
 * no spaces anywhere. Loose on purpose: the address is proven by the message that reaches it.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
