import { ERROR_CODES } from '@yolla/contract';
import { LOCALES } from '@yolla/i18n';
import { resources, translate } from '@yolla/i18n/server';
import { describe, expect, it } from 'vitest';
import { ApiError, commonErrors } from '../../../lib/api-error.ts';
import { OAUTH_MAPPED_CODES, oauthErrorOf } from './oauth.errors.ts';

/** RFC 6749 §5.2: error_description is limited to %x20-21 / %x23-5B / %x5D-7E (printable ASCII but " and \). */
const RFC6749_DESCRIPTION = /^[\x20-\x21\x23-\x5B\x5D-\x7E]+$/;

function messageIn(locale: (typeof LOCALES)[number], code: string): unknown {
  const [area, name] = code.split('.') as [string, string];
  const errors = resources[locale].errors as Record<string, Record<string, unknown> | undefined>;
  return errors[area]?.[name];
}

describe('OAuth errors', () => {
  it('map grant failures to invalid_grant, client failures to invalid_client, other refusals to invalid_request', () => {
    expect(oauthErrorOf(new ApiError('auth.invalid_credentials'))).toBe('invalid_grant');
    expect(oauthErrorOf(new ApiError('auth.invalid_refresh_token'))).toBe('invalid_grant');
    expect(oauthErrorOf(new ApiError('auth.account_blocked'))).toBe('invalid_grant');
    expect(oauthErrorOf(new ApiError('auth.invalid_client'))).toBe('invalid_client');
    expect(oauthErrorOf(new ApiError('common.validation_failed'))).toBe('invalid_request');
    expect(oauthErrorOf(new ApiError('common.payload_too_large'))).toBe('invalid_request');
  });

  it('leave throttling and server failures as they are', () => {
    expect(oauthErrorOf(commonErrors.rateLimited(10, 'auth.too_many_attempts'))).toBeNull();
    expect(oauthErrorOf(commonErrors.unavailable())).toBeNull();
    expect(oauthErrorOf(new ApiError('common.internal'))).toBeNull();
  });

  it('describe themselves in English within the characters RFC 6749 allows', () => {
    const t = (key: string) => translate('en', key);
    const codes = [
      ...OAUTH_MAPPED_CODES,
      'common.validation_failed',
      'common.bad_request',
      'common.payload_too_large',
      'common.unsupported_media_type',
    ];
    for (const code of codes) expect(t(`errors.${code}`), code).toMatch(RFC6749_DESCRIPTION);
  });
});

describe('error codes', () => {
  it('each have a message in every language', () => {
    const missing = LOCALES.flatMap((locale) =>
      ERROR_CODES.filter((code) => typeof messageIn(locale, code) !== 'string').map((code) => `${locale}:${code}`),
    );
    expect(missing).toEqual([]);
  });
});
