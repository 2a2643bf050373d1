/**
 * The one e-mail rule of the kit and the server (storefront spec §5, booking spec §5): something@something.something,
 * no spaces anywhere. Loose on purpose: the address is proven by the message that reaches it.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
