import {
  BUY_FOR_ME_SERVICE_ID,
  COURIER_FEE_CURRENCY,
  COURIER_SERVICE_ID,
  COURIER_ZONES,
  type PriceTag,
  type Service,
} from '@yolla/contract';
import type { Db } from '../../db/client.ts';
import type { Services } from '../../http/module.ts';
import type { ServiceEntry } from './content.views.ts';

/**
 * The services page with the fees the prices hold now (decision 0025, § Fees): courier delivery from the lowest zone's
 * base fee, buy-for-me's share and minimum. The content carries no price for these two, so what the page shows is
 * what is charged; a service with neither a fee nor a price of its own is a data error.
 */
export async function withFees(db: Db, tariffs: Services['tariffs'], services: ServiceEntry[]): Promise<Service[]> {
  const courier = await tariffs.courierFees(db);
  const buyForMe = await tariffs.serviceFee(db, BUY_FOR_ME_SERVICE_ID);
  const tags = new Map<string, PriceTag>([
    [
      COURIER_SERVICE_ID,
      {
        kind: 'from',
        amount: Math.min(...COURIER_ZONES.map((zone) => courier[zone].base)),
        currency: COURIER_FEE_CURRENCY,
      },
    ],
  ]);
  if (buyForMe) {
    tags.set(BUY_FOR_ME_SERVICE_ID, {
      kind: 'percent',
      percent: buyForMe.basisPoints / 100,
      minimum: buyForMe.minimum,
    });
  }
  return services.map((service) => {
    const price = tags.get(service.id) ?? service.price;
    if (!price) throw new Error(`the service ${service.id} has no price`);
    return { ...service, price };
  });
}
