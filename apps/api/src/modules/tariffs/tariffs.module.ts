import { tariffsEndpoint } from '@yolla/contract';
import type { ApiModule } from '../../http/module.ts';
import { listTariffs } from './tariffs.repository.ts';

/** Shared caches may keep the public price list for five minutes. */
export const TARIFFS_CACHE_CONTROL = 'public, max-age=300';

/** The public price list. */
export const tariffsModule: ApiModule = {
  name: 'tariffs',
  routes(table, { db }) {
    table.add(tariffsEndpoint, async ({ query, reply }) => {
      const data = await listTariffs(db, query.destination);
      reply.header('cache-control', TARIFFS_CACHE_CONTROL);
      return { data };
    });
  },
};
