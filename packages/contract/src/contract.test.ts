import { describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  COUNTRY_FEATURES,
  idSchema,
  marketplaceSchema,
  parseCountry,
  signInFormSchema,
  toFieldIssues,
  trackingInputSchema,
  trackingNumberSchema,
  usernameSchema,
} from './index.ts';

describe('usernames', () => {
  it('accept an e-mail (lower-cased) or an E.164 phone (separators removed)', () => {
    expect(usernameSchema.parse(' Demo@Yolla.Test ')).toBe('demo@yolla.test');
    expect(usernameSchema.parse('+994 (50) 123-45-67')).toBe('+994501234567');
  });

  it('reject anything else with the username message key', () => {
    for (const bad of ['0501234567', 'demo@', '+0123', 'hello']) {
      const result = usernameSchema.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('validation.username');
    }
  });
});

describe('validation messages', () => {
  it('are i18n keys with their parameters, per field', () => {
    const result = signInFormSchema.safeParse({ username: '', password: 'x'.repeat(300) });
    expect(result.success).toBe(false);
    expect(toFieldIssues(result.error!)).toEqual([
      { path: 'username', key: 'validation.required', params: { min: 1 } },
      { path: 'password', key: 'validation.too_long', params: { max: 256 } },
    ]);
  });
});

describe('route parameters', () => {
  it('accept API ids as positive decimal integers only', () => {
    expect(idSchema.safeParse('42').success).toBe(true);
    for (const bad of ['0', '042', '-1', 'abc', '1e3', '1'.repeat(17)])
      expect(idSchema.safeParse(bad).success).toBe(false);
  });

  it('accept tracking numbers of 6–40 upper-case letters, digits and dashes', () => {
    expect(trackingNumberSchema.safeParse('TR-1234567890').success).toBe(true);
    for (const bad of ['ABC12', 'tr1234567', 'A'.repeat(41), 'TR 123456', 'TR_123456']) {
      expect(trackingNumberSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('tidy a typed tracking number before checking it', () => {
    expect(trackingInputSchema.parse(' 1z 999 aa1 ')).toBe('1Z999AA1');
    expect(trackingInputSchema.safeParse('abc').success).toBe(false);
  });

  it('know the configured marketplaces only', () => {
    expect(marketplaceSchema.safeParse('trendyol').success).toBe(true);
    expect(marketplaceSchema.safeParse('amazon').success).toBe(false);
  });
});

describe('country switches', () => {
  it('follow the one table: digital login only in AZ, system auth in UZ and GE, AZ services and carriage country off in UZ', () => {
    expect(COUNTRIES.filter((c) => COUNTRY_FEATURES[c].digitalLogin)).toEqual(['AZ']);
    expect(COUNTRIES.filter((c) => COUNTRY_FEATURES[c].systemAuth)).toEqual(['UZ', 'GE']);
    expect(COUNTRIES.filter((c) => !COUNTRY_FEATURES[c].azServices)).toEqual(['UZ']);
    expect(COUNTRIES.filter((c) => !COUNTRY_FEATURES[c].carriageCountry)).toEqual(['UZ']);
  });

  it('read the country from a cookie value, defaulting to AZ', () => {
    expect(parseCountry('ge')).toBe('GE');
    expect(parseCountry('XX')).toBe('AZ');
    expect(parseCountry(undefined)).toBe('AZ');
  });
});
