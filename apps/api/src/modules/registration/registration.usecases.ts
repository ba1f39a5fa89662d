import { featuresFor, registrationSchema, type CodeSent, type Registration } from '@yolla/contract';
import { isLocale, type Locale } from '@yolla/i18n';
import type { Db } from '../../db/client.ts';
import type { ModuleDeps, Services } from '../../http/module.ts';
import type { Session } from '../../http/routes.ts';
import { ApiError } from '../../lib/api-error.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import type { MessageTemplate } from '../../lib/messages.ts';
import { assertAcceptablePassword } from '../../lib/password-policy.ts';
import { validateWith } from '../../lib/validate.ts';
import {
  deletePendingRegistration,
  lockPendingRegistration,
  savePendingRegistration,
} from './registration.repository.ts';

/** A registration waits this long for its code (the codes themselves last 10 minutes each). */
const PENDING_TTL_MS = 3600_000;

type Deps = Pick<ModuleDeps, 'db' | 'clock'> & Pick<Services, 'codes' | 'passwords' | 'messages' | 'customers'>;
type CustomerRow = Session['customer'];

/**
 * Self-registration (decision 0024). `register` answers alike for a new phone and one that has an account: the
 * same checks, the same password hashing, a code row either way (counted by the same limits); a new phone gets the
 * code, a taken one a notice to its owner instead. `complete` runs when the SMS-code grant redeemed the code.
 */
export function createRegistrationService({ db: database, clock, codes, passwords, messages, customers }: Deps) {
  return {
    async register(body: Registration, locale: Locale): Promise<CodeSent> {
      if (!featuresFor(body.country).systemAuth) throw new ApiError('registration.not_offered');
      const input = validateWith(registrationSchema(body.country), body);
      assertAcceptablePassword(input.password, 'password', {
        phone: input.phone,
        email: input.email,
        nationalId: input.national_id,
        name: input.name,
        surname: input.surname,
      });
      const passwordHash = await passwords.hash(input.password);
      const now = clock.now();
      const owner = await customers.findByPhone(database, input.phone);
      if (owner) {
        return codes.send({
          purpose: 'registration',
          channel: 'sms',
          destination: input.phone,
          customerId: owner.id,
          template: 'notice.registration_exists',
          language: isLocale(owner.language) ? owner.language : locale,
        });
      }
      return codes.send(
        {
          purpose: 'registration',
          channel: 'sms',
          destination: input.phone,
          template: 'code.registration',
          language: locale,
        },
        (tx) =>
          savePendingRegistration(tx, {
            phone: input.phone,
            country: input.country,
            name: input.name,
            surname: input.surname,
            email: input.email ?? null,
            nationalId: input.national_id,
            passwordHash,
            language: locale,
            termsAcceptedAt: now,
            createdAt: now,
            expiresAt: new Date(now.getTime() + PENDING_TTL_MS),
          }),
      );
    },

    /**
     * Turns the phone's registration into an account, once its code was redeemed. The e-mail and customer ID are
     * kept only while no other account holds them; otherwise the account is made without them and its owner learns
     * why by SMS (nobody else does). Null when the phone has no live registration.
     */
    async complete(db: Db, phone: string, now: Date): Promise<CustomerRow | null> {
      // A registration racing another for the same e-mail or customer ID loses it on the unique index; once more, the
      // checks see the winner's and leave it out. The phone's own index means another account took the number.
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await createAccount(db, phone, now);
        } catch (error) {
          const constraint = uniqueViolation(error);
          if (constraint === 'customers_phone_key') throw new ApiError('account.phone_taken');
          if (attempt >= 2 || !constraint) throw error;
        }
      }
    },
  };

  async function createAccount(db: Db, phone: string, now: Date): Promise<CustomerRow | null> {
    const notices: MessageTemplate[] = [];
    const customer = await db.transaction(async (tx) => {
      const pending = await lockPendingRegistration(tx, phone);
      if (!pending || pending.expiresAt <= now) return null;
      if (await customers.findByPhone(tx, phone)) return null;
      const email = pending.email && !(await customers.emailTaken(tx, pending.email)) ? pending.email : null;
      const nationalId = (await customers.findByNationalId(tx, pending.country, pending.nationalId))
        ? null
        : pending.nationalId;
      if (pending.email && !email) notices.push('notice.registered_without_email');
      if (!nationalId) notices.push('notice.registered_without_national_id');
      const row = await customers.create(tx, {
        phone,
        email,
        name: pending.name,
        surname: pending.surname,
        nationalId,
        passwordHash: pending.passwordHash,
        country: pending.country,
        language: pending.language,
        phoneVerifiedAt: now,
        termsAcceptedAt: pending.termsAcceptedAt,
        profileCompletedAt: nationalId ? now : null,
        createdAt: now,
        updatedAt: now,
      });
      await deletePendingRegistration(tx, phone);
      return row;
    });
    if (customer) {
      const language = isLocale(customer.language) ? customer.language : 'en';
      for (const template of notices) {
        await messages.send({ channel: 'sms', to: phone, template, language, customerId: customer.id });
      }
    }
    return customer;
  }
}
