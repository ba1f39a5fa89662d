import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { RESET_TOKEN_TTL_SECONDS, type CodeSent } from '@yolla/contract';
import { isLocale, type Locale } from '@yolla/i18n';
import type { ModuleDeps, Services } from '../../http/module.ts';
import { ApiError } from '../../lib/api-error.ts';
import { assertAcceptablePassword } from '../../lib/password-policy.ts';
import { findLiveReset, insertReset, lockLiveReset, useReset } from './recovery.repository.ts';

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
const sessionExpired = () => new ApiError('codes.session_expired');

type Deps = Pick<ModuleDeps, 'db' | 'clock' | 'limiter'> &
  Pick<Services, 'codes' | 'passwords' | 'messages' | 'customers' | 'sessions'>;

/**
 * Password recovery (decision 0024): a code to the account's phone (SMS) or e-mail, whichever was typed; the code
 * for a reset token; the token and a new password for the reset, which ends every session of the account.
 */
export function createRecoveryService({ db, clock, codes, passwords, messages, limiter, customers, sessions }: Deps) {
  return {
    /** The same answer, limits and work whether or not the phone or e-mail has an account; only an account gets a code. */
    async requestCode(username: string, locale: Locale): Promise<CodeSent> {
      const customer = await customers.findByUsername(db, username, 'active');
      return codes.send({
        purpose: 'recovery',
        channel: username.includes('@') ? 'email' : 'sms',
        destination: username,
        customerId: customer?.id ?? null,
        template: customer ? 'code.recovery' : 'none',
        language: customer && isLocale(customer.language) ? customer.language : locale,
      });
    },

    async verify(ticket: string, code: string): Promise<{ reset_token: string; expires_in: number }> {
      const redeemed = await codes.redeem({ ticket, purpose: 'recovery' }, code);
      // A ticket of an unknown account never had its code told: a lucky guess is still not a way in.
      if (redeemed.customerId === null || redeemed.template !== 'code.recovery') throw sessionExpired();
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      await insertReset(db, {
        id: randomUUID(),
        customerId: redeemed.customerId,
        tokenHash: sha256(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_SECONDS * 1000),
      });
      return { reset_token: token, expires_in: RESET_TOKEN_TTL_SECONDS };
    },

    /** Sets the new password (the registration's policy), spends the token and ends every session, in one go. */
    async reset(token: string, password: string): Promise<void> {
      const now = clock.now();
      const tokenHash = sha256(token);
      const reset = await findLiveReset(db, tokenHash, now);
      const customer = reset ? await customers.find(db, reset.customerId, 'active') : null;
      if (!reset || !customer) throw sessionExpired();
      assertAcceptablePassword(password, 'password', customer);
      const passwordHash = await passwords.hash(password);
      const done = await db.transaction(async (tx) => {
        const live = await lockLiveReset(tx, tokenHash, now);
        if (!live) return false;
        await useReset(tx, live.id, now);
        await customers.update(tx, customer.id, { passwordHash, updatedAt: now });
        await sessions.endAll(tx, customer.id, 'password_reset');
        return true;
      });
      if (!done) throw sessionExpired();
      // The owner proved the phone or e-mail: past sign-in failures no longer slow the account.
      await limiter.reset('loginFailures', 'account', `account:${customer.id}`);
      const language = isLocale(customer.language) ? customer.language : 'en';
      const to = customer.phone ?? customer.email;
      if (to) {
        await messages.send({
          channel: customer.phone ? 'sms' : 'email',
          to,
          template: 'notice.password_changed',
          language,
          customerId: customer.id,
        });
      }
    },
  };
}
