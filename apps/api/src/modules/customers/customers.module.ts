import { meEndpoint, parseCountry, profileEndpoint, type MeResponse, type Profile } from '@yolla/contract';
import { defineModule } from '../../http/module.ts';
import { createCustomerService } from './customers.service.ts';
import type { CustomerRow } from './customers.table.ts';

export function toUserSummary(customer: CustomerRow): MeResponse['data'] {
  return {
    code: customer.code,
    name: [customer.name, customer.surname].filter(Boolean).join(' ') || null,
    completed_profile: customer.profileCompletedAt !== null,
    completed_address: customer.addressCompletedAt !== null,
    picture: customer.pictureUrl,
  };
}

export function toProfile(customer: CustomerRow): Profile {
  return {
    ...toUserSummary(customer),
    email: customer.email,
    phone: customer.phone,
    country: parseCountry(customer.country),
    created_at: customer.createdAt.toISOString(),
  };
}

/** The signed-in customer's own record: the spec's current-user call, and its version 2 with contact details. */
export const customersModule = defineModule({
  name: 'customers',
  provides: { customers: createCustomerService },
  setup: () => ({
    routes(table) {
      table.add(meEndpoint, async ({ customer }) => ({ data: toUserSummary(customer) }));
      table.add(profileEndpoint, async ({ customer }) => ({ data: toProfile(customer) }));
    },
  }),
});
