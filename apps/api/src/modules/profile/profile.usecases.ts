import {
  parseCountry,
  profileUpdateSchema,
  type BodyOf,
  type CustomerProfile,
  type deleteAccountEndpoint,
  type updateCustomerProfileEndpoint,
} from '@yolla/contract';
import type { ModuleDeps, Services } from '../../http/module.ts';
import type { Session } from '../../http/routes.ts';
import type { AccountDeletion } from '../../lib/account-deletion.ts';
import { commonErrors } from '../../lib/api-error.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { fieldError, validateWith } from '../../lib/validate.ts';
import { profileErrors } from './profile.errors.ts';

type CustomerRow = Session['customer'];

export function toCustomerProfile(customer: CustomerRow): CustomerProfile {
  return {
    code: customer.code,
    name: customer.name,
    surname: customer.surname,
    email: customer.email,
    phone: customer.phone,
    national_id: customer.nationalId,
    birth_date: customer.birthDate,
    language: customer.language as CustomerProfile['language'],
    country: parseCountry(customer.country),
    picture: customer.pictureUrl,
    completed_profile: customer.profileCompletedAt !== null,
    completed_address: customer.addressCompletedAt !== null,
  };
}

/** The day of `now` (UTC), as `YYYY-MM-DD`. */
export function dayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

type CustomerChanges = Parameters<Services['customers']['update']>[2];

type Deps = Pick<ModuleDeps, 'db' | 'clock' | 'limiter'> &
  Pick<Services, 'passwords' | 'customers' | 'sessions'> & { accountDeletion: AccountDeletion };

export function createProfileService({ db, clock, limiter, accountDeletion, passwords, customers, sessions }: Deps) {
  return {
    /**
     * Applies a change with the rules of the customer's country and today's date. The row is locked while the
     * completion is worked out, so two changes at once cannot leave `completed_profile` wrong.
     */
    async update(customer: CustomerRow, body: BodyOf<typeof updateCustomerProfileEndpoint>): Promise<CustomerRow> {
      const now = clock.now();
      const change = validateWith(
        profileUpdateSchema({ country: parseCountry(customer.country), today: dayOf(now) }),
        body,
      );
      try {
        return await db.transaction(async (tx) => {
          const current = await customers.lock(tx, customer.id, 'no key update');
          if (!current || current.status !== 'active') throw commonErrors.unauthenticated();
          const values: CustomerChanges = { updatedAt: now };
          if (change.name !== undefined) values.name = change.name;
          if (change.surname !== undefined) values.surname = change.surname;
          if (change.email !== undefined) values.email = change.email;
          if (change.national_id !== undefined) values.nationalId = change.national_id;
          if (change.birth_date !== undefined) values.birthDate = change.birth_date;
          if (change.language !== undefined) values.language = change.language;
          const next = { ...current, ...values };
          // An account must keep a way to be reached and to sign in.
          if (next.email === null && next.phone === null) throw fieldError('email', 'validation.required');
          const complete = Boolean(next.name && next.surname && next.nationalId);
          values.profileCompletedAt = complete ? (current.profileCompletedAt ?? now) : null;
          const updated = await customers.update(tx, customer.id, values);
          if (!updated) throw new Error('customer update returned no row');
          return updated;
        });
      } catch (error) {
        const constraint = uniqueViolation(error);
        if (constraint === 'customers_email_key') throw profileErrors.emailTaken();
        if (constraint === 'customers_national_id_key') throw profileErrors.nationalIdTaken();
        throw error;
      }
    },

    /**
     * Deletes the account (decision 0020): with the current password when the account has one; refused while any
     * module reports a pending obligation; otherwise every module's personal data is erased, the row keeps only
     * the suite code, and every session ends — all in one transaction, after locking the customer's row.
     */
    async deleteAccount(customer: CustomerRow, body: BodyOf<typeof deleteAccountEndpoint>): Promise<void> {
      if (customer.passwordHash) {
        if (!body.password) throw fieldError('password', 'validation.required');
        const key = `deletion:${customer.id}`;
        await limiter.attempt('loginFailures', 'account', key);
        if (!(await passwords.verify(customer.passwordHash, body.password))) throw profileErrors.wrongPassword();
        await limiter.reset('loginFailures', 'account', key);
      }
      await db.transaction(async (tx) => {
        const current = await customers.lock(tx, customer.id, 'update');
        if (!current || current.status !== 'active') throw commonErrors.unauthenticated();
        const [first, ...more] = await accountDeletion.pendingObligations(tx, customer.id);
        if (first) throw profileErrors.obligationsPending([first, ...more]);
        await accountDeletion.erase(tx, customer.id);
        await customers.erase(tx, customer.id, clock.now());
        await sessions.endAll(tx, customer.id, 'account_deleted');
      });
    },
  };
}
