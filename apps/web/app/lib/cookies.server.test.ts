import { describe, expect, it } from 'vitest';
import { cookieNames, OutgoingCookies } from './cookies.server.ts';

function written(url: string, domain?: string) {
  const out = new OutgoingCookies(new URL(url), { prefix: 'yolla_', domain });
  out.set('yolla_auth_token', 'Bearer abc', { maxAge: 900 });
  const headers = new Headers();
  out.applyTo(headers);
  return headers.getSetCookie()[0] ?? '';
}

describe('auth cookies', () => {
  it('are named with the product prefix', () => {
    expect(cookieNames('yolla_')).toMatchObject({ access: 'yolla_auth_token', refresh: 'yolla_refresh_token' });
    expect(cookieNames('acme_').access).toBe('acme_auth_token');
  });

  it('hold "{type} {token}", live expires_in seconds, and are HttpOnly, SameSite=Lax, Secure on the shared domain', () => {
    const cookie = written('https://www.yolla.az/en/login', '.yolla.az');
    expect(cookie).toContain('yolla_auth_token=Bearer%20abc');
    expect(cookie).toContain('Max-Age=900');
    expect(cookie).toContain('Domain=.yolla.az');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('SameSite=Lax');
  });

  it('drop Secure and the domain only on plain-http localhost', () => {
    const local = written('http://localhost:3000/en/login', '.yolla.az');
    expect(local).not.toContain('Secure');
    expect(local).not.toContain('Domain=');
    expect(written('http://127.0.0.1:3000/en', undefined)).not.toContain('Secure');
    expect(written('http://staging.yolla.az/en', undefined)).toContain('Secure');
  });
});
