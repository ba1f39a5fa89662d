import { tariffQuoteEndpoint, tariffsEndpoint } from '@yolla/contract';
import type { ApiModule } from '../../http/module.ts';
import { quoteRoute } from './tariffs.quote.ts';
import { listTariffs } from './tariffs.repository.ts';

/** Shared caches may keep the public price list for five minutes. */
export const TARIFFS_CACHE_CONTROL = 'public, max-age=300';

/** The public price list and the calculator. */
export const tariffsModule: ApiModule = {
  name: 'tariffs',
  routes(table, { db }) {
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
};
