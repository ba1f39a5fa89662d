import { createHash } from 'node:crypto';
import { SMS_CODE_GRANT } from '@yolla/contract';
import type { Contributions } from '../../http/contributions.ts';
import type { Clock } from '../../http/module.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { failureOf, guardedSignIn, type SignInGrant } from '../../lib/sign-in.ts';
import { codeErrors } from './codes.errors.ts';
import type { CodeService } from './codes.service.ts';

/**
 * The SMS-code grant (decision 0024): redeems the latest code sent to the phone for a purpose that signs in (the
 * purposes modules contribute: registration, the phone step of a digital identity), lets that purpose name the
 * account, and starts a session. Besides each code's own five tries, wrong codes count against the phone and the
 * address under the sign-in delays (decision 0014).
 */
export function smsCodeGrant(
  codes: CodeService,
  contributions: Contributions,
  limiter: RateLimiter,
  clock: Clock,
): SignInGrant<typeof SMS_CODE_GRANT> {
  return {
    grantType: SMS_CODE_GRANT,
    signIn(input, caller, sessions) {
      const phone = `sms-phone:${createHash('sha256').update(input.username).digest('hex')}`;
      const isFailure = failureOf('codes.invalid_code', 'codes.expired');
      return guardedSignIn(limiter, { ip: caller.ip, account: phone, isFailure }, async () => {
        const { codeSignIn } = contributions;
        const redeemed = await codes.redeem(
          { destination: input.username, purposes: codeSignIn.purposes() },
          input.code,
        );
        const account = await codeSignIn.accountFor(redeemed.purpose, redeemed.destination, clock.now());
        if (!account) throw codeErrors.invalidCode();
        return sessions.start(account.id, caller);
      });
    },
  };
}
