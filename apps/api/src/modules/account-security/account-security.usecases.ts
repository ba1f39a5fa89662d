import {
  phoneChangeRequestSchema,
  parseCountry,
  type AccountSession,
  type CodeSent,
  type passwordChangeEndpoint,
  type BodyOf,
} from '@yolla/contract';
import { isLocale, type Locale } from '@yolla/i18n';
import type { ModuleDeps, Services } from '../../http/module.ts';
import type { Session } from '../../http/routes.ts';
import { ApiError } from '../../lib/api-error.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { assertAcceptablePassword } from '../../lib/password-policy.ts';
import { describeUserAgent } from '../../lib/user-agent.ts';
import { fieldError, validateWith } from '../../lib/validate.ts';

type Deps = Pick<ModuleDeps, 'db' | 'clock' | 'limiter'> &
  Pick<Services, 'codes' | 'passwords' | 'messages' | 'customers' | 'sessions'>;
type CustomerRow = Session['customer'];

const languageOf = (customer: CustomerRow, fallback: Locale): Locale =>
  isLocale(customer.language) ? customer.language : fallback;

/** Phone change, password change and sessions of the signed-in customer (decision 0024). */
export function createAccountSecurityService({
  db,
  clock,
  codes,
  passwords,
  messages,
  limiter,
  customers,
  sessions: authSessions,
}: Deps) {
  return {
    /**
     * A code to the new number. A number that another account holds gets the same answer; its owner gets a notice
     * instead of a code, so nothing can confirm it and only that owner learns why.
     */
    async requestPhoneCode(customer: CustomerRow, body: { phone: string }, locale: Locale): Promise<CodeSent> {
      const { phone } = validateWith(phoneChangeRequestSchema(parseCountry(customer.country)), body);
      if (phone === customer.phone) throw fieldError('phone', 'validation.same_phone');
      const owner = await customers.findByPhone(db, phone);
      return codes.send({
        purpose: 'phone_change',
        channel: 'sms',
        destination: phone,
        customerId: customer.id,
        template: owner ? 'notice.phone_taken' : 'code.phone_change',
        language: owner ? languageOf(owner, locale) : languageOf(customer, locale),
      });
    },

    /** The new number, once its code is right; the old number is told it was replaced. */
    async confirmPhone(customer: CustomerRow, ticket: string, code: string): Promise<string> {
      const redeemed = await codes.redeem({ ticket, purpose: 'phone_change', customerId: customer.id }, code);
      if (redeemed.template !== 'code.phone_change') throw new ApiError('codes.invalid_code');
      const now = clock.now();
      try {
        await customers.update(db, customer.id, { phone: redeemed.destination, phoneVerifiedAt: now, updatedAt: now });
      } catch (error) {
        if (uniqueViolation(error) === 'customers_phone_key') throw new ApiError('account.phone_taken');
        throw error;
      }
      if (customer.phone) {
        await messages.send({
          channel: 'sms',
          to: customer.phone,
          template: 'notice.phone_changed',
          language: languageOf(customer, 'en'),
          customerId: customer.id,
        });
      }
      return redeemed.destination;
    },

    /**
     * A new password (the registration's policy) for the current one; every other session ends, this one stays.
     * Wrong current passwords slow the account down like failed sign-ins (decision 0014).
     */
    async changePassword(
      customer: CustomerRow,
      familyId: string,
      body: BodyOf<typeof passwordChangeEndpoint>,
    ): Promise<void> {
      assertAcceptablePassword(body.new_password, 'new_password', customer);
      const key = `password-change:${customer.id}`;
      await limiter.attempt('loginFailures', 'account', key, 'auth.too_many_attempts');
      if (!(await passwords.verify(customer.passwordHash, body.current_password))) {
        throw new ApiError('account.wrong_password', {
          fields: { current_password: [{ key: 'validation.invalid' }] },
        });
      }
      await limiter.reset('loginFailures', 'account', key);
      const passwordHash = await passwords.hash(body.new_password);
      const now = clock.now();
      await db.transaction(async (tx) => {
        await customers.update(tx, customer.id, { passwordHash, updatedAt: now });
        await authSessions.endAll(tx, customer.id, 'password_change', familyId);
      });
      const to = customer.phone ?? customer.email;
      if (to) {
        await messages.send({
          channel: customer.phone ? 'sms' : 'email',
          to,
          template: 'notice.password_changed',
          language: languageOf(customer, 'en'),
          customerId: customer.id,
        });
      }
    },

    async sessions(customer: CustomerRow, currentFamily: string): Promise<AccountSession[]> {
      const rows = await authSessions.listLive(db, customer.id);
      return rows.map((row) => ({
        id: row.id,
        ...describeUserAgent(row.userAgent),
        created_at: row.createdAt.toISOString(),
        last_seen_at: row.lastSeenAt.toISOString(),
        current: row.id === currentFamily,
      }));
    },

    /** Another customer's session is 404, like one that does not exist. */
    async endSession(customer: CustomerRow, familyId: string): Promise<void> {
      if (!(await authSessions.end(db, customer.id, familyId, 'session_ended'))) throw new ApiError('common.not_found');
    },
  };
}
