import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** The pair a refresh issued, kept so a parallel refresh with the same token gets the very same pair. */
export interface SuccessorPair {
  access_token: string;
  refresh_token: string;
}

const INFO = 'yolla refresh successor v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM key from the presented refresh token and the server's token secret: the database
 * holds only the token's SHA-256, so a copy of the database (even with an old, spent token from
 * somewhere) cannot open the pair without the server secret too.
 */
function keyOf(presentedToken: string, serverSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', presentedToken, serverSecret, INFO, 32));
}

export function sealSuccessor(presentedToken: string, serverSecret: string, pair: SuccessorPair): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(presentedToken, serverSecret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(pair), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The pair, or null when the sealed value was not made with this token and secret. */
export function openSuccessor(presentedToken: string, serverSecret: string, sealed: string): SuccessorPair | null {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', keyOf(presentedToken, serverSecret), raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const text = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
    const pair = JSON.parse(text.toString('utf8')) as Partial<SuccessorPair>;
    if (typeof pair.access_token !== 'string' || typeof pair.refresh_token !== 'string') return null;
    return { access_token: pair.access_token, refresh_token: pair.refresh_token };
  } catch {
    return null;
  }
}
