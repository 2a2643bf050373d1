/** Letters and digits that cannot be misread: no I, O, 0 or 1. 32 of them, so a random byte maps evenly. */
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Length of a confirmation code. */
export const CODE_LENGTH = 8;

/** Fills a byte array with cryptographic randomness (Web Crypto: browsers and Node 20). */
function randomBytes(length: number): Uint8Array {
  return globalThis.crypto.getRandomValues(new Uint8Array(length));
}

/**
 * A confirmation code of unambiguous upper-case characters (8 by default). Codes are random, not
 * unique: the server checks uniqueness per tenant and draws again on a clash.
 */
export function confirmationCode(length = CODE_LENGTH, random: (length: number) => Uint8Array = randomBytes): string {
  if (!Number.isInteger(length) || length < CODE_LENGTH) throw new RangeError(`A confirmation code has at least ${CODE_LENGTH} characters`);
  const bytes = random(length);
  let code = '';
  for (let i = 0; i < length; i++) code += CODE_ALPHABET[(bytes[i] ?? 0) % CODE_ALPHABET.length];
  return code;
}

/** True when `text` looks like a confirmation code (any case, surrounding spaces ignored). */
export function isConfirmationCode(text: string): boolean {
  return new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH},}$`).test(normalizeCode(text));
}

/** What a typed code is compared as: trimmed and upper-case (lookups are case-insensitive). */
export function normalizeCode(text: string): string {
  return text.trim().toUpperCase();
}
