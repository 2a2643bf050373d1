import { hash, verify } from '@node-rs/argon2';

/** The shortest password a staff account may have. */
export const MIN_PASSWORD_LENGTH = 12;
/** The longest password accepted (argon2 takes any length; this bounds the work per request). */
export const MAX_PASSWORD_LENGTH = 256;

// Argon2id (algorithm 2) with OWASP's first recommended setting: 19 MiB, 2 passes, 1 lane.
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** An argon2id hash of `password` in PHC string form (salt included). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** True when `password` matches the PHC hash; a malformed hash counts as no match. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  if (password.length > MAX_PASSWORD_LENGTH) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a throwaway hash so that an unknown account costs as much time as a known one
 * (the answer never tells whether an account exists). Always false.
 */
export async function verifyNobody(password: string): Promise<false> {
  dummyHash ??= hashPassword('no account has this password');
  await verifyPassword(await dummyHash, password);
  return false;
}
