import type { Db } from '../db/client.ts';
import type { CustomerRow } from '../modules/customers/customers.table.ts';

/**
 * A purpose of one-time codes whose redemption signs someone in through the token endpoint's SMS-code grant
 * (decision 0024): registration creates the account; a later purpose (the phone step of a digital-identity sign-up)
 * adds itself the same way. `customerFor` runs after the code was redeemed and answers the account to sign in, or
 * null when there is none to sign in (the grant then fails like a wrong code).
 */
export interface CodeSignInPurpose {
  purpose: string;
  customerFor(db: Db, phone: string, now: Date): Promise<CustomerRow | null>;
}

/** The extension point in every module's dependencies (`deps.codeSignIn`). */
export interface CodeSignIn {
  add(purpose: CodeSignInPurpose): void;
  purposes(): string[];
  customerFor(purpose: string, db: Db, phone: string, now: Date): Promise<CustomerRow | null>;
}

export function createCodeSignIn(): CodeSignIn {
  const byPurpose = new Map<string, CodeSignInPurpose>();
  return {
    add: (purpose) => void byPurpose.set(purpose.purpose, purpose),
    purposes: () => [...byPurpose.keys()],
    customerFor: (purpose, db, phone, now) =>
      byPurpose.get(purpose)?.customerFor(db, phone, now) ?? Promise.resolve(null),
  };
}
