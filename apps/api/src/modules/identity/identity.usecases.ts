import { createHash } from 'node:crypto';
import type { CodeSent, DigitalIdentityGrant } from '@yolla/contract';
import { isLocale, type Locale } from '@yolla/i18n';
import type { Db } from '../../db/client.ts';
import type { ModuleDeps, Services } from '../../http/module.ts';
import { ApiError } from '../../lib/api-error.ts';
import type { Session } from '../../http/routes.ts';
import type { OidcClient } from './identity.oidc.ts';
import {
  deletePendingIdentities,
  findLinkedCustomerId,
  findPendingIdentity,
  linkIdentity,
  lockPendingIdentityByPhone,
  savePendingIdentity,
  setPendingPhone,
} from './identity.repository.ts';

/** A first-time identity has this long to give its phone and confirm it. */
const PENDING_TTL_MS = 15 * 60_000;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const IDENTITY_PURPOSE = 'identity_registration';

type Deps = Pick<ModuleDeps, 'db' | 'clock'> & Pick<Services, 'codes' | 'customers'>;
type CustomerRow = Session['customer'];

/** What the digital-identity grant hands over: the provider's code and what proves it is this sign-in's. */
export type IdentityGrantInput = Pick<DigitalIdentityGrant, 'code' | 'code_verifier' | 'redirect_uri' | 'nonce'>;

/**
 * Sign-in and sign-up through the national digital identity (decision 0027). A known identity (linked before, or
 * the FIN of an Azerbaijani account) signs in; a first-time one is kept under its callback's code and asks for a
 * phone, whose SMS code then opens the account with the verified name, surname and FIN.
 */
export function createIdentityService({ db: database, clock, codes, customers }: Deps, client: OidcClient) {
  /** The account a digital identity signs in to: linked before, or (first time through it) the same FIN in Azerbaijan. */
  async function findIdentityCustomer(subject: string, fin: string) {
    const linkedId = await findLinkedCustomerId(database, subject);
    const linked = linkedId === null ? null : await customers.find(database, linkedId);
    if (linked) return { customer: linked, linked: true };
    const byFin = await customers.findByNationalId(database, 'AZ', fin);
    return byFin ? { customer: byFin, linked: false } : null;
  }

  return {
    async customerFor(input: IdentityGrantInput): Promise<CustomerRow> {
      const claims = await client.redeem({
        code: input.code,
        codeVerifier: input.code_verifier,
        redirectUri: input.redirect_uri,
        nonce: input.nonce,
      });
      const found = await findIdentityCustomer(claims.subject, claims.fin);
      if (found) {
        if (!found.linked) await linkIdentity(database, claims.subject, found.customer.id);
        return found.customer;
      }
      const now = clock.now();
      await savePendingIdentity(database, {
        ticketHash: sha256(input.code),
        subject: claims.subject,
        name: claims.givenName,
        surname: claims.familyName,
        nationalId: claims.fin,
        language: 'az',
        phone: null,
        termsAcceptedAt: null,
        createdAt: now,
        expiresAt: new Date(now.getTime() + PENDING_TTL_MS),
      });
      throw new ApiError('identity.phone_required');
    },

    /** The phone of a first-time identity: a code to it (a notice instead when the number has an account). */
    async sendPhoneCode(ticket: string, phone: string, locale: Locale): Promise<CodeSent> {
      const ticketHash = sha256(ticket);
      const pending = await findPendingIdentity(database, ticketHash);
      if (!pending || pending.expiresAt <= clock.now()) throw new ApiError('identity.expired');
      const owner = await customers.findByPhone(database, phone);
      if (owner) {
        return codes.send({
          purpose: IDENTITY_PURPOSE,
          channel: 'sms',
          destination: phone,
          customerId: owner.id,
          template: 'notice.registration_exists',
          language: isLocale(owner.language) ? owner.language : locale,
        });
      }
      return codes.send(
        {
          purpose: IDENTITY_PURPOSE,
          channel: 'sms',
          destination: phone,
          template: 'code.registration',
          language: locale,
        },
        (tx) => setPendingPhone(tx, ticketHash, phone, clock.now(), locale),
      );
    },

    /** The SMS-code grant redeemed the phone's code: the account, with the verified identity linked. */
    async complete(db: Db, phone: string, now: Date): Promise<CustomerRow | null> {
      return db.transaction(async (tx) => {
        const pending = await lockPendingIdentityByPhone(tx, phone);
        if (!pending || pending.expiresAt <= now || !pending.termsAcceptedAt) return null;
        if (await customers.findByPhone(tx, phone)) return null;
        const nationalId = (await customers.findByNationalId(tx, 'AZ', pending.nationalId)) ? null : pending.nationalId;
        const customer = await customers.create(tx, {
          phone,
          name: pending.name,
          surname: pending.surname,
          nationalId,
          country: 'AZ',
          language: pending.language,
          phoneVerifiedAt: now,
          termsAcceptedAt: pending.termsAcceptedAt,
          profileCompletedAt: nationalId ? now : null,
          createdAt: now,
          updatedAt: now,
        });
        await linkIdentity(tx, pending.subject, customer.id);
        await deletePendingIdentities(tx, pending.subject);
        return customer;
      });
    },
  };
}
