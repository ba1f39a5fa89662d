import { hash, verify } from '@node-rs/argon2';

/** Argon2id is algorithm 2 in @node-rs/argon2 (its enum is a const enum, not importable under verbatimModuleSyntax). */
const ARGON2ID = 2;

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummy: Promise<string> | null = null;

/**
 * Verifies a password against a stored hash. Without a hash (unknown account, or an account
 * without a password) it still spends the same work on a dummy hash, so timing reveals nothing.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummy ??= hashPassword('dummy password that never matches');
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
