import { tariffQuoteEndpoint, tariffsEndpoint } from '@yolla/contract';
import { defineModule } from '../../http/module.ts';
import { quoteRoute } from './tariffs.quote.ts';
import { listTariffs } from './tariffs.repository.ts';
import { createTariffService } from './tariffs.service.ts';

/** Shared caches may keep the public price list for five minutes. */
export const TARIFFS_CACHE_CONTROL = 'public, max-age=300';

/** The public price list and the calculator. */
export const tariffsModule = defineModule({
  name: 'tariffs',
  provides: { tariffs: createTariffService },
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
