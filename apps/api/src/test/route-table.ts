import { MODULES } from '../app.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { wireModules } from '../http/contributions.ts';
import { systemClock, type ApiModule } from '../http/module.ts';
import { createRouteTable, type RouteTable } from '../http/routes.ts';
import { createRateLimiter } from '../lib/rate-limiter.ts';
import { createMemoryState } from '../lib/shared-state.ts';

/** The route table the modules build for a configuration, as `app.ts` builds it (for walks of every route). */
export async function routeTableOf(
  config: Config,
  database: Database,
  modules: readonly ApiModule[] = MODULES,
): Promise<RouteTable> {
  const shared = createMemoryState();
  const platform = {
    db: database.db,
    database,
    clock: systemClock,
    limiter: createRateLimiter(config.rateLimits, shared),
    pubSub: shared.pubSub,
    fetch,
    brand: 'Yolla',
    providers: {},
    metrics: null,
  };
  const { setups } = wireModules(modules, platform, config);
  const table = createRouteTable();
  for (const setup of setups) await setup.routes?.(table);
  await shared.close();
  return table;
}
