import { randomInt } from 'node:crypto';
import type { TestApi } from '../../test/harness.ts';
import { developmentKey, signedCall } from '../../test/machine.ts';
import { callAs, randomNationalId, signedInCustomer, type SignedIn } from '../../test/signed-in.ts';

/** A customer whose profile customs accepts, signed in. */
export function declaringCustomer(api: TestApi, country: 'AZ' | 'UZ' | 'GE' = 'AZ'): Promise<SignedIn> {
  return signedInCustomer(api, {
    country,
    name: 'Aysel',
    surname: 'Məmmədova',
    nationalId: randomNationalId[country](),
    birthDate: '1992-04-12',
    profileCompletedAt: new Date(),
  });
}

/** A tracking number no other test uses. */
export function freshTracking(prefix = 'YT'): string {
  return `${prefix}${Date.now().toString().slice(-8)}${randomInt(100_000, 999_999)}`;
}

export function declaration(trackingNumber: string, overrides: Record<string, unknown> = {}) {
  return {
    tracking_number: trackingNumber,
    origin: 'TR',
    shop: 'Trendyol',
    items: [
      { category: 'clothing', description: 'Wool coat', quantity: 1, unit_price: 4500, currency: 'USD' },
      { category: 'shoes', description: 'Running shoes', quantity: 2, unit_price: 2000, currency: 'USD' },
    ],
    declared_total: { amount: 8500, currency: 'USD' },
    delivery: { kind: 'pickup', pickup_point_id: 'AZ-BAKU-001' },
    note: 'Gift',
    ...overrides,
  };
}

export const declare = (api: TestApi, who: SignedIn, body: unknown, language = 'en') =>
  callAs(api, who, 'POST', '/parcels', { payload: body as Record<string, unknown>, language });

let events = 0;

/** A warehouse event signed with the development warehouse key; a fresh event id unless one is given. */
export function warehouseEvent(api: TestApi, body: Record<string, unknown>) {
  events += 1;
  return signedCall(api, developmentKey('warehouse'), 'POST', '/warehouse/events', {
    body: {
      event_id: `evt-${Date.now()}-${events}-${randomInt(1_000_000)}`,
      occurred_at: new Date().toISOString(),
      ...body,
    },
  });
}
