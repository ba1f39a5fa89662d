import { z } from 'zod/mini';
import { countrySchema } from './country-schemas.ts';
import { PARCEL_EVENTS, type ParcelState } from './parcel-lifecycle.ts';
import { originSchema } from './tariffs.ts';

/**
 * Public tracking (decision 0033): anyone with a tracking number sees where the parcel is, never whose it is. The
 * answer is built from this schema alone, which has no field that could hold a name, an address, an item, a price,
 * a note, a photo or an id: strict objects, so an extra field fails the web's parse as well as the API's tests.
 */

/**
 * The states a parcel is shown in. Not `unknown_arrival`: received abroad before anyone declared it, nobody has
 * claimed the number yet, and the page must not tell a guesser the warehouse holds it (it answers as an unknown number).
 */
export const TRACKED_STATES = [
  'expected',
  'received',
  'shipped',
  'at_customs',
  'held',
  'at_local_warehouse',
  'ready_for_pickup',
  'delivered',
  'returned',
] as const satisfies readonly ParcelState[];
export type TrackedState = (typeof TRACKED_STATES)[number];

export function isTracked(state: ParcelState): state is TrackedState {
  return (TRACKED_STATES as readonly ParcelState[]).includes(state);
}

/** A step of the public timeline: the declaration or a warehouse event. Customers' edits are not steps. */
export const TRACKING_STEPS = ['declared', ...PARCEL_EVENTS] as const;
export type TrackingStep = (typeof TRACKING_STEPS)[number];

const trackedStateSchema = z.enum(TRACKED_STATES);
const instant = z.iso.datetime();

export const trackingStepSchema = z.strictObject({
  kind: z.enum(TRACKING_STEPS),
  state: trackedStateSchema,
  at: instant,
});

export const publicTrackingSchema = z.strictObject({
  tracking_number: z.string(),
  state: trackedStateSchema,
  origin: originSchema,
  /** The country it goes to and, when it is to be picked up at a point, that point's city; never a street. */
  destination: z.nullable(z.strictObject({ country: countrySchema, city: z.nullable(z.string()) })),
  /** Oldest first; no actor, no free text (customs' reasons and batch names stay in the owner's cabinet). */
  timeline: z.array(trackingStepSchema),
  dates: z.strictObject({
    declared: z.nullable(instant),
    received: z.nullable(instant),
    shipped: z.nullable(instant),
    arrived: z.nullable(instant),
    delivered: z.nullable(instant),
  }),
});
export type PublicTracking = z.infer<typeof publicTrackingSchema>;
