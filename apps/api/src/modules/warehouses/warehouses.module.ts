import { foreignAddressesEndpoint } from '@yolla/contract';
import { defineModule } from '../../http/module.ts';
import { foreignAddresses } from './warehouses.usecases.ts';

/** Our warehouses abroad: each customer's own addresses there, with hours and what shops' checkouts want. */
export const warehousesModule = defineModule({
  name: 'warehouses',
  setup: ({ db }) => ({
    routes(table) {
      table.add(foreignAddressesEndpoint, async ({ customer, request }) => ({
        data: await foreignAddresses(db, customer, request.locale),
      }));
    },
  }),
});
