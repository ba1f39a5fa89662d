import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { COSEALG } from '@simplewebauthn/server/helpers';
import type {
  Passkey,
  PasskeyAuthenticationResponse,
  PasskeyChallenge,
  PasskeyRegistrationResponse,
} from '@yolla/contract';
import type { ModuleDeps } from '../../http/module.ts';
import { commonErrors } from '../../lib/api-error.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import type { Session } from '../../http/routes.ts';
import {
  countPasskeys,
  deletePasskey,
  findPasskeyByCredentialId,
  insertChallenge,
  insertPasskey,
  listPasskeys,
  recordUse,
  takeChallenge,
} from './passkeys.repository.ts';
import {
  allowedOrigin,
  CHALLENGE_TTL_MS,
  credentialKey,
  deviceNameOf,
  MAX_PASSKEYS,
  passkeyErrors,
  passkeyView,
  userHandleOf,
} from './passkeys.webauthn.ts';

/** The signed-in customer's account. */
type CustomerRow = Session['customer'];

type Deps = Pick<ModuleDeps<'webauthn' | 'tokens'>, 'db' | 'clock' | 'config'>;

/** How the passkey grant checks a sign-in: the account a credential names, and the assertion against the challenge. */
export interface PasskeyVerifier {
  /**
   * The key the grant counts failed attempts against: the account of the credential the assertion names, or
   * the credential id itself when no account has it (the same waits and answers, so nothing tells them apart).
   */
  accountKeyOf(assertion: PasskeyAuthenticationResponse): Promise<string>;
  /**
   * Spends the sign-in challenge and checks the assertion against it and the stored credential; moves the credential's
   * counter and last use. The account it signs in, or throws `passkeys.challenge_expired` / `passkeys.invalid`.
   */
  verify(challengeId: string, assertion: PasskeyAuthenticationResponse): Promise<number>;
}

/**
 * The signature algorithms a passkey may use: EdDSA, ES256 and RS256, which every platform supports. The library would
 * also offer ML-DSA-44 first where the runtime has it, but Node's ML-DSA is still experimental.
 */
const ALGORITHMS = [COSEALG.EdDSA, COSEALG.ES256, COSEALG.RS256];

/** The site's name as authenticators show it beside the account. */
const RP_NAME = 'Yolla';

/** Any failure of the library's checks (signature, challenge, origin, flags, counter) is the one stable answer. */
async function verified<T>(check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch {
    throw passkeyErrors.invalid();
  }
}

/** Adding, listing and removing a customer's passkeys, and checking sign-ins with them. */
export function createPasskeyService({ db, clock, config }: Deps) {
  const { rpId, origins } = config.webauthn;
  const expiry = () => new Date(clock.now().getTime() + CHALLENGE_TTL_MS);

  async function challenge(
    purpose: 'register' | 'authenticate',
    customerId: number | null,
    options: PasskeyChallenge['options'],
  ) {
    const id = await insertChallenge(
      db,
      { purpose, customerId, challenge: options.challenge, expiresAt: expiry() },
      clock.now(),
    );
    return { challenge_id: id, options };
  }

  const verifier: PasskeyVerifier = {
    async accountKeyOf(assertion) {
      const passkey = await findPasskeyByCredentialId(db, assertion.id);
      return passkey ? `account:${passkey.customerId}` : `credential:${credentialKey(assertion.id)}`;
    },

    async verify(challengeId, assertion: PasskeyAuthenticationResponse) {
      const stored = await takeChallenge(db, challengeId, 'authenticate', null, clock.now());
      if (!stored) throw passkeyErrors.challengeExpired();
      const passkey = await findPasskeyByCredentialId(db, assertion.id);
      if (!passkey) throw passkeyErrors.invalid();
      const expectedOrigin = allowedOrigin(assertion.response.clientDataJSON, origins);
      const { verified: ok, authenticationInfo } = await verified(() =>
        verifyAuthenticationResponse({
          response: assertion,
          expectedChallenge: stored.challenge,
          expectedOrigin,
          expectedRPID: rpId,
          credential: {
            id: passkey.credentialId,
            publicKey: passkey.publicKey,
            counter: passkey.counter,
            transports: passkey.transports,
          },
          requireUserVerification: true,
        }),
      );
      if (!ok || !(await recordUse(db, passkey, authenticationInfo.newCounter, clock.now()))) {
        throw passkeyErrors.invalid();
      }
      return passkey.customerId;
    },
  };

  return {
    verifier,

    async registrationOptions(customer: CustomerRow): Promise<PasskeyChallenge> {
      const existing = await listPasskeys(db, customer.id);
      if (existing.length >= MAX_PASSKEYS) throw passkeyErrors.limitReached();
      const options = await generateRegistrationOptions({
        rpName: RP_NAME,
        rpID: rpId,
        userID: userHandleOf(customer.id, config.tokens.secret),
        userName: customer.email ?? customer.phone ?? customer.code,
        userDisplayName: [customer.name, customer.surname].filter(Boolean).join(' ') || customer.code,
        timeout: CHALLENGE_TTL_MS,
        attestationType: 'none',
        excludeCredentials: existing.map((row) => ({
          id: row.credentialId,
          transports: row.transports,
        })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
        supportedAlgorithmIDs: ALGORITHMS,
      });
      return challenge('register', customer.id, { ...options });
    },

    async add(
      customer: CustomerRow,
      body: { challenge_id: string; credential: PasskeyRegistrationResponse },
      userAgent: string | null,
    ): Promise<Passkey> {
      const stored = await takeChallenge(db, body.challenge_id, 'register', customer.id, clock.now());
      if (!stored) throw passkeyErrors.challengeExpired();
      if ((await countPasskeys(db, customer.id)) >= MAX_PASSKEYS) throw passkeyErrors.limitReached();
      const expectedOrigin = allowedOrigin(body.credential.response.clientDataJSON, origins);
      const { verified: ok, registrationInfo } = await verified(() =>
        verifyRegistrationResponse({
          response: body.credential,
          expectedChallenge: stored.challenge,
          expectedOrigin,
          expectedRPID: rpId,
          requireUserVerification: true,
          supportedAlgorithmIDs: ALGORITHMS,
        }),
      );
      if (!ok) throw passkeyErrors.invalid();
      const { credential } = registrationInfo;
      try {
        const row = await insertPasskey(db, {
          customerId: customer.id,
          credentialId: credential.id,
          publicKey: credential.publicKey,
          counter: credential.counter,
          transports: (body.credential.response.transports ?? []).slice(0, 10),
          deviceName: deviceNameOf(userAgent),
          createdAt: clock.now(),
        });
        return passkeyView(row);
      } catch (error) {
        // The same authenticator's credential again (the browser's exclude list should have stopped it).
        if (uniqueViolation(error) !== null) throw passkeyErrors.invalid();
        throw error;
      }
    },

    async list(customer: CustomerRow): Promise<Passkey[]> {
      return (await listPasskeys(db, customer.id)).map(passkeyView);
    },

    async remove(customer: CustomerRow, id: string): Promise<void> {
      if (!(await deletePasskey(db, customer.id, id))) throw commonErrors.notFound();
    },

    async authenticationOptions(): Promise<PasskeyChallenge> {
      const options = await generateAuthenticationOptions({
        rpID: rpId,
        timeout: CHALLENGE_TTL_MS,
        userVerification: 'required',
      });
      return challenge('authenticate', null, { ...options });
    },
  };
}
