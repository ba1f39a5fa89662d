import { tariffQuoteEndpoint, tariffsEndpoint, type Country, type Origin, type Tariff } from '@yolla/contract';
import type { Db } from '../../db/client.ts';
import { defineModule } from '../../http/module.ts';
import { quoteRoute } from './tariffs.quote.ts';
import { findTariff, listTariffs } from './tariffs.repository.ts';

/** What other modules may ask of the price list: a route's rules, for charging a parcel with `quoteParcel`. */
export interface TariffService {
  /** On `db`: the caller's transaction, or the database. */
  route(db: Db, origin: Origin, destination: Country): Promise<Tariff | null>;
}

declare module '../../http/module.ts' {
  interface Services {
    tariffs: TariffService;
  }
}

/** Shared caches may keep the public price list for five minutes. */
export const TARIFFS_CACHE_CONTROL = 'public, max-age=300';

/** The public price list and the calculator. */
export const tariffsModule = defineModule({
  name: 'tariffs',
  provides: { tariffs: () => ({ route: findTariff }) },
  setup: ({ db }) => ({
    routes(table) {
      table.add(tariffsEndpoint, async ({ query, reply }) => {
        const data = await listTariffs(db, query.destination);
        reply.header('cache-control', TARIFFS_CACHE_CONTROL);
        return { data };
      });
      // A quote is a pure function of the price list, so shared caches may keep it as long as the list.
      table.add(tariffQuoteEndpoint, async ({ query, reply }) => {
        const quote = await quoteRoute(db, query);
        reply.header('cache-control', TARIFFS_CACHE_CONTROL);
        return quote;
      });
    },
  }),
});
