import { describe, expect, it } from 'vitest';
import { secretMatches, sha256, signAccessToken, verifyAccessToken } from './auth.tokens.ts';

const SECRET = 'a-test-secret-that-is-long-enough-000000';
const claims = { sub: '42', fam: 'family-1', cid: 'yolla-web' };

describe('access tokens', () => {
  it('verify while fresh and carry the session they belong to', () => {
    const { token } = signAccessToken(claims, SECRET, 900);
    expect(verifyAccessToken(token, SECRET)).toMatchObject({ ...claims, exp: expect.any(Number) });
  });

  it('stop verifying once expired', () => {
    const now = Date.now();
    const { token } = signAccessToken(claims, SECRET, 60, now);
    expect(verifyAccessToken(token, SECRET, now + 59_000)).not.toBeNull();
    expect(verifyAccessToken(token, SECRET, now + 60_000)).toBeNull();
  });

  it('do not verify with another secret or after any change to the payload', () => {
    const { token } = signAccessToken(claims, SECRET, 900);
    expect(verifyAccessToken(token, `${SECRET}-other`)).toBeNull();
    const [header, , signature] = token.split('.');
    const tampered = Buffer.from(JSON.stringify({ ...claims, sub: '1', jti: 'x', iat: 0, exp: 9e9 })).toString(
      'base64url',
    );
    expect(verifyAccessToken(`${header}.${tampered}.${signature}`, SECRET)).toBeNull();
    expect(verifyAccessToken('a.b', SECRET)).toBeNull();
    expect(verifyAccessToken('', SECRET)).toBeNull();
  });
});

describe('client secrets', () => {
  it('match only the exact secret', () => {
    const stored = sha256('the-secret');
    expect(secretMatches('the-secret', stored)).toBe(true);
    expect(secretMatches('the-secreT', stored)).toBe(false);
    expect(secretMatches('', stored)).toBe(false);
  });
});
