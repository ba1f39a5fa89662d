import type { DigitalIdentityGrant } from '@yolla/contract';
import { ApiError } from './api-error.ts';
import type { CustomerRow } from '../modules/customers/customers.table.ts';

export type IdentityGrantInput = Pick<DigitalIdentityGrant, 'code' | 'code_verifier' | 'redirect_uri' | 'nonce'>;

/**
 * The digital-identity grant's extension point (decision 0027): the identity module provides the account a
 * verified identity signs in to (or throws `identity.phone_required` for a first-time one); the token endpoint's
 * grant calls it. Without a provider the grant answers `identity.not_offered`.
 */
export interface IdentitySignIn {
  provide(customerFor: (input: IdentityGrantInput) => Promise<CustomerRow>): void;
  customerFor(input: IdentityGrantInput): Promise<CustomerRow>;
}

export function createIdentitySignIn(): IdentitySignIn {
  let provider: ((input: IdentityGrantInput) => Promise<CustomerRow>) | null = null;
  return {
    provide: (customerFor) => {
      provider = customerFor;
    },
    customerFor: (input) => (provider ? provider(input) : Promise.reject(new ApiError(403, 'identity.not_offered'))),
  };
}
