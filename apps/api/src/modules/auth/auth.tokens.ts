import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';

/** Claims of an access token. It is a compact HS256 JWT, checked against its token family on every request. */
export interface AccessClaims {
  sub: string;
  fam: string;
  cid: string;
  jti: string;
  iat: number;
  exp: number;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function sign(data: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(data).digest();
}

export function signAccessToken(
  claims: Omit<AccessClaims, 'jti' | 'iat' | 'exp'>,
  secret: string,
  ttlSeconds: number,
  now = Date.now(),
): { token: string; claims: AccessClaims } {
  const iat = Math.floor(now / 1000);
  const full: AccessClaims = { ...claims, jti: randomUUID(), iat, exp: iat + ttlSeconds };
  const payload = Buffer.from(JSON.stringify(full)).toString('base64url');
  const body = `${HEADER}.${payload}`;
  return { token: `${body}.${sign(body, secret).toString('base64url')}`, claims: full };
}

function isClaims(value: unknown): value is AccessClaims {
  if (!value || typeof value !== 'object') return false;
  const c = value as Record<string, unknown>;
  return (
    typeof c.sub === 'string' &&
    typeof c.fam === 'string' &&
    typeof c.cid === 'string' &&
    typeof c.jti === 'string' &&
    typeof c.iat === 'number' &&
    typeof c.exp === 'number'
  );
}

/** Returns the claims of a well-signed, unexpired token, or null. Revocation is checked by the caller. */
export function verifyAccessToken(token: string, secret: string, now = Date.now()): AccessClaims | null {
  if (token.length > 2048) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  if (header !== HEADER) return null;
  const expected = sign(`${header}.${payload}`, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!isClaims(claims) || claims.exp * 1000 <= now) return null;
  return claims;
}

export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Constant-time comparison of a presented secret with a stored SHA-256 hash. */
export function secretMatches(presented: string, storedHash: string): boolean {
  const a = Buffer.from(sha256(presented), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
