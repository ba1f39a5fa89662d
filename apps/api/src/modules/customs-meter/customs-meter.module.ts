import { customsMeterEndpoint } from '@yolla/contract';
import { defineModule } from '../../http/module.ts';
import { customsMeter } from './customs-meter.usecases.ts';

/** The customs-limit meter: how much of the duty-free limit the customer's period has used (decision 0034). */
export const customsMeterModule = defineModule({
  name: 'customs-meter',
  setup: ({ db, clock, services }) => ({
    routes(table) {
      const { rates, content, parcels } = services;
      table.add(customsMeterEndpoint, async ({ customer }) => ({
        data: await customsMeter(db, clock, { rates, content, parcels }, customer),
      }));
    },
  }),
});
