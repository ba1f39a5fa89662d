import {
  isCountry,
  isTracked,
  TRACKING_STEPS,
  type ParcelState,
  type PublicTracking,
  type TrackingStep,
} from '@yolla/contract';
import type { Locale } from '@yolla/i18n';
import { asc, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { ApiError } from '../../lib/api-error.ts';
import { cities, CITY_NAME } from '../addresses/addresses.table.ts';
import { pickupPoints } from '../content/content.table.ts';
import { customers } from '../customers/customers.table.ts';
import { parcelEvents, parcels } from './parcels.table.ts';

/**
 * Public tracking (decision 0033): a parcel by its tracking number, for anyone who has the number. Only what the
 * public schema holds is read: the state, the origin, where it goes (the pickup point's city, or only the country),
 * and the moves with their times. Names, addresses, shops, items, prices, notes, photos, ids, actors and the
 * events' free text (customs' reasons, batch names) are never selected.
 */

/** A number nobody has and a parcel not shown publicly get this very answer. */
export const trackingNotFound = () => new ApiError('tracking.not_found');

function parcelQuery(locale: Locale) {
  return preparedQuery((db: Db) =>
    db
      .select({
        id: parcels.id,
        trackingNumber: parcels.trackingNumber,
        state: parcels.state,
        origin: parcels.origin,
        declaredAt: parcels.declaredAt,
        shippedAt: parcels.shippedAt,
        customerCountry: customers.country,
        pointCountry: pickupPoints.country,
        city: CITY_NAME[locale],
      })
      .from(parcels)
      .leftJoin(customers, eq(customers.id, parcels.customerId))
      .leftJoin(pickupPoints, eq(pickupPoints.id, parcels.pickupPointId))
      .leftJoin(cities, eq(cities.code, pickupPoints.city))
      .where(eq(parcels.trackingNumber, sql.placeholder('trackingNumber')))
      .prepare(`parcels_tracking_${locale}`),
  );
}

const PARCEL_BY_LOCALE = {
  az: parcelQuery('az'),
  en: parcelQuery('en'),
  ru: parcelQuery('ru'),
  uz: parcelQuery('uz'),
  ka: parcelQuery('ka'),
} as const;

const STEPS_OF = preparedQuery((db: Db) =>
  db
    .select({ kind: parcelEvents.kind, state: parcelEvents.toState, at: parcelEvents.occurredAt })
    .from(parcelEvents)
    .where(eq(parcelEvents.parcelId, sql.placeholder('parcelId')))
    .orderBy(asc(parcelEvents.occurredAt), asc(parcelEvents.id))
    .prepare('parcels_tracking_steps'),
);

type StepRow = { kind: string; state: ParcelState; at: Date };

const isStep = (kind: string): kind is TrackingStep => (TRACKING_STEPS as readonly string[]).includes(kind);

/**
 * The public steps: the declaration and the warehouse's events. A customer's edit (`changed`) is not a move and is
 * left out, as is any kind the public schema does not name; the arrival of a number nobody had declared yet reads as
 * what it was, the warehouse receiving it.
 */
export function publicSteps(rows: readonly StepRow[]): PublicTracking['timeline'] {
  return rows.flatMap((row) => {
    const kind = row.kind === 'arrived_undeclared' ? 'received' : row.kind;
    const state = isTracked(row.state) ? row.state : 'received';
    if (!isStep(kind)) return [];
    return [{ kind, state, at: row.at.toISOString() }];
  });
}

function firstAt(timeline: PublicTracking['timeline'], kind: TrackingStep): string | null {
  return timeline.find((step) => step.kind === kind)?.at ?? null;
}

/** The public view of a parcel, or the not-found error for a number nobody has or a parcel not shown publicly. */
export async function findPublicTracking(db: Db, trackingNumber: string, locale: Locale): Promise<PublicTracking> {
  const [row] = await PARCEL_BY_LOCALE[locale](db).execute({ trackingNumber });
  if (!row || !isTracked(row.state)) throw trackingNotFound();
  const { state } = row;
  const timeline = publicSteps(await STEPS_OF(db).execute({ parcelId: row.id }));
  const country = row.pointCountry ?? row.customerCountry;
  return {
    tracking_number: row.trackingNumber,
    state,
    origin: row.origin,
    destination: isCountry(country) ? { country, city: row.pointCountry ? (row.city ?? null) : null } : null,
    timeline,
    dates: {
      declared: row.declaredAt?.toISOString() ?? null,
      received: firstAt(timeline, 'received'),
      shipped: row.shippedAt?.toISOString() ?? null,
      arrived: firstAt(timeline, 'at_local_warehouse'),
      delivered: firstAt(timeline, 'delivered'),
    },
  };
}

/**
 * The latest event's id: it moves whenever any parcel moves (each move is an event row), which is what the web's
 * page cache keys tracking pages on. The primary key's index answers it without reading the table.
 */
export async function trackingRevision(db: Db): Promise<string> {
  const [row] = await db.select({ last: max(parcelEvents.id) }).from(parcelEvents);
  return String(row?.last ?? 0);
}
