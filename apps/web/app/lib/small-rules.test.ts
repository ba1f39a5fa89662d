import { describe, expect, it } from 'vitest';
import { accessTokenExpiry, isNearExpiry } from './access-token.ts';
import { apiLanguage, detectCountry, detectLocale } from './locale.ts';
import { prefetchAllowed, PREFETCH_DELAY_MS } from './prefetch-policy.ts';
import { isPrefetch } from './request-rules.server.ts';
import { switchLanguagePath } from './site-map.ts';
import { decodeToasts, encodeToasts } from './toasts.ts';

describe('locale detection', () => {
  it('prefers the locale cookie, then the browser language, then English', () => {
    expect(detectLocale('ru', 'az-AZ,az;q=0.9')).toBe('ru');
    expect(detectLocale(undefined, 'ka-GE,ka;q=0.9,en;q=0.8')).toBe('ka');
    expect(detectLocale('fr', 'de-DE')).toBe('en');
    expect(detectLocale(undefined, null)).toBe('en');
  });

  it('falls back to the country language for API calls when no page locale is known', () => {
    expect(apiLanguage(null, 'UZ')).toBe('uz');
    expect(apiLanguage(null, 'GE')).toBe('ka');
    expect(apiLanguage('ru', 'GE')).toBe('ru');
  });
});

describe('a prefetch', () => {
  const headers = (values: Record<string, string>) => (name: string) => new Headers(values).get(name);

  it('is told by Sec-Purpose or the older Purpose header, in any of their forms', () => {
    expect(isPrefetch(headers({ 'sec-purpose': 'prefetch' }))).toBe(true);
    expect(isPrefetch(headers({ 'sec-purpose': 'prefetch;prerender' }))).toBe(true);
    expect(isPrefetch(headers({ 'sec-purpose': 'prefetch; anonymous-client-ip' }))).toBe(true);
    expect(isPrefetch(headers({ purpose: 'Prefetch' }))).toBe(true);
  });

  it('is not a visit, nor any other purpose', () => {
    expect(isPrefetch(headers({}))).toBe(false);
    expect(isPrefetch(headers({ 'sec-purpose': 'prefetchless' }))).toBe(false);
    expect(isPrefetch(headers({ 'sec-purpose': 'preview' }))).toBe(false);
  });
});

describe('the country a visitor is served in', () => {
  it('follows the page language where the language names a country', () => {
    expect(detectCountry(undefined, 'ka', null)).toBe('GE');
    expect(detectCountry(undefined, 'uz', 'en-US')).toBe('UZ');
    expect(detectCountry(undefined, 'az', null)).toBe('AZ');
  });

  it('takes the browser region for English and Russian, else Azerbaijan', () => {
    expect(detectCountry(undefined, 'ru', 'ru-UZ,ru;q=0.9')).toBe('UZ');
    expect(detectCountry(undefined, 'en', 'en-GB,en-GE;q=0.8')).toBe('GE');
    expect(detectCountry(undefined, 'en', 'en-US,en;q=0.9')).toBe('AZ');
    expect(detectCountry(undefined, 'ru', null)).toBe('AZ');
  });

  it('keeps what the customer picked over everything else', () => {
    expect(detectCountry('UZ', 'ka', 'ka-GE')).toBe('UZ');
    expect(detectCountry('ge', 'uz', null)).toBe('GE');
    expect(detectCountry('XX', 'uz', null)).toBe('UZ');
  });
});

describe('the language picker', () => {
  it('keeps the current page and its query', () => {
    expect(switchLanguagePath('/en/cabinet', '?tab=1', 'ge')).toBe('/ge/cabinet?tab=1');
    expect(switchLanguagePath('/az', '', 'ru')).toBe('/ru');
  });
});

describe('prefetching', () => {
  it('waits one second and is skipped on slow-2g or save-data', () => {
    expect(PREFETCH_DELAY_MS).toBe(1000);
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g' })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(true);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '4g', saveData: true })).toBe(false);
  });
});

describe('flash toasts', () => {
  it('survive the cookie round trip and drop anything malformed', () => {
    const toasts = [{ type: 'success' as const, message: 'Signed out', id: 'sign-out' }];
    expect(decodeToasts(encodeToasts(toasts))).toEqual(toasts);
    expect(decodeToasts('not json')).toEqual([]);
    expect(
      decodeToasts(
        JSON.stringify([
          { type: 'evil', message: 'x' },
          { type: 'info', message: 1 },
        ]),
      ),
    ).toEqual([]);
  });

  it('keep at most five short messages', () => {
    const many = Array.from({ length: 8 }, (_, i) => ({ type: 'info' as const, message: `${i}`.repeat(400) }));
    const decoded = decodeToasts(encodeToasts(many));
    expect(decoded).toHaveLength(5);
    expect(decoded[0]?.message.length).toBe(300);
  });
});

describe('access token expiry', () => {
  const token = (exp: number) => `h.${Buffer.from(JSON.stringify({ exp })).toString('base64url')}.s`;

  it('is read from the token without verifying it', () => {
    expect(accessTokenExpiry(token(1_800_000_000))).toBe(1_800_000_000_000);
    expect(accessTokenExpiry('opaque')).toBeNull();
  });

  it('counts as near within the last minute', () => {
    const now = 1_800_000_000_000;
    expect(isNearExpiry(token(1_800_000_030), now)).toBe(true);
    expect(isNearExpiry(token(1_800_000_300), now)).toBe(false);
  });
});
