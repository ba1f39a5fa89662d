import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { nextActionSchema } from './parcel-views.ts';
import { parcelStateSchema } from './parcels.ts';

/**
 * The dashboard's parcels at a glance: how many in each status, and of the latest parcels (a list page's worth)
 * those that wait for the customer, with the step each waits for.
 */
export const parcelOverviewSchema = z.object({
  counts: z.record(parcelStateSchema, z.int()),
  waiting: z.array(
    z.object({
      id: z.string(),
      tracking_number: z.string(),
      state: parcelStateSchema,
      next_action: nextActionSchema,
    }),
  ),
});
export type ParcelOverview = z.output<typeof parcelOverviewSchema>;

export const parcelOverviewEndpoint = endpoint({
  method: 'GET',
  path: '/me/parcel-overview',
  access: 'customer',
  response: z.object({ data: parcelOverviewSchema }),
  errors: [],
  tags: ['parcels'],
  summary: 'The dashboard’s parcels: the count of every status and the latest parcels waiting for the customer',
});
