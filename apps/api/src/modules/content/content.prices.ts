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

/**
 * The services page with the fees the prices hold now (decision 0025, § Fees) in place of the content's tags: courier
 * delivery from the lowest zone's base fee, buy-for-me's share and minimum. What the page shows is what is charged.
 */
export async function withFees(db: Db, tariffs: Services['tariffs'], services: Service[]): Promise<Service[]> {
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
  return services.map((service) => ({ ...service, price: tags.get(service.id) ?? service.price }));
}
