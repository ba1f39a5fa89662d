import { DEV_SESSION_SECRET } from '@yolla/api/dev-secrets';
import { encodeOtpState } from '../../app/lib/otp.server.ts';
import { encodeRecoveryState } from '../../app/lib/recovery.server.ts';

const TICKET = '00000000-0000-4000-8000-000000000000';

/**
 * The signed cookie a page needs to render instead of sending the visitor back a step (a code on its way, a
 * recovery in progress), as the server that runs with the development SESSION_SECRET would have set it. Walks of
 * the route table send it, so those pages are measured, checked and fuzzed themselves (`secret`: a server that runs
 * with another SESSION_SECRET, as the render benchmark's PostgreSQL deployment does).
 */
export function stateCookieOf(
  pattern: string,
  now = Date.now(),
  secret: string = DEV_SESSION_SECRET,
): { name: string; value: string } | null {
  const expiresAt = now + 3600_000;
  switch (pattern) {
    case '/:lang/otp':
      return {
        name: 'yolla_otp',
        value: encodeOtpState(
          {
            purpose: 'registration',
            phone: '+998901234567',
            ticket: TICKET,
            destination: '+998 ••••• 4567',
            resendAt: now + 60_000,
            expiresAt,
          },
          secret,
        ),
      };
    case '/:lang/cabinet/settings/phone':
      return {
        name: 'yolla_otp',
        value: encodeOtpState(
          {
            purpose: 'phone_change',
            phone: '+994501112233',
            ticket: TICKET,
            destination: '+994 ••••• 2233',
            resendAt: now + 60_000,
            expiresAt,
          },
          secret,
        ),
      };
    case '/:lang/recover/code':
    case '/:lang/recover/password':
      return {
        name: 'yolla_recovery',
        value: encodeRecoveryState(
          {
            stage: pattern.endsWith('code') ? 'code' : 'verified',
            destination: '+994 ••••• 4567',
            ticket: TICKET,
            resendAt: now + 60_000,
            expiresAt,
          },
          secret,
        ),
      };
    default:
      return null;
  }
}
