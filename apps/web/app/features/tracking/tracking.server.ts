import {
  COUNTRY_PROFILES,
  publicTrackingEndpoint,
  trackingFormSchema,
  trackingInputSchema,
  type PublicTracking,
  type TrackingStep,
} from '@yolla/contract';
import { INTL_TAGS, type Locale } from '@yolla/i18n';
import { href, redirect } from 'react-router';
import { ApiRequestError } from '../../lib/api.server.ts';
import type { RequestState } from '../../lib/context.ts';
import { formatDateTime } from '../../lib/format.ts';
import { readForm, type FormFailure } from '../../lib/form.server.ts';
import { notFound } from '../../lib/params.server.ts';
import { trackingSearch } from './tracking-search.ts';

type DateKey = keyof PublicTracking['dates'];

/** A tracked parcel as the page shows it: countries by name, times in the page's language and the visitor's zone. */
export interface TrackingView {
  tracking: string;
  state: PublicTracking['state'];
  origin: string;
  destination: string | null;
  timeline: { kind: TrackingStep; state: PublicTracking['state']; at: string; iso: string }[];
  dates: { key: DateKey; at: string; iso: string }[];
}

export type TrackingPage =
  | { kind: 'found'; parcel: TrackingView }
  | { kind: 'not_found'; tracking: string }
  | { kind: 'limited'; tracking: string; minutes: number }
  | { kind: 'unavailable'; tracking: string };

/** The page, with the status and headers its answer carries (a refusal is never kept by any cache). */
export interface TrackingAnswer {
  page: TrackingPage;
  status: number;
  headers: Record<string, string>;
}

const DATE_KEYS: readonly DateKey[] = ['declared', 'received', 'shipped', 'arrived', 'delivered'];

function countryName(code: string, locale: Locale): string {
  return new Intl.DisplayNames([INTL_TAGS[locale]], { type: 'region' }).of(code) ?? code;
}

export function trackingView(parcel: PublicTracking, locale: Locale, timeZone: string): TrackingView {
  const when = (iso: string) => ({ iso, at: formatDateTime(iso, locale, { timeZone }) });
  const { destination } = parcel;
  return {
    tracking: parcel.tracking_number,
    state: parcel.state,
    origin: countryName(parcel.origin, locale),
    destination: destination
      ? [destination.city, countryName(destination.country, locale)].filter(Boolean).join(', ')
      : null,
    timeline: parcel.timeline.map((step) => ({ kind: step.kind, state: step.state, ...when(step.at) })),
    dates: DATE_KEYS.flatMap((key) => {
      const iso = parcel.dates[key];
      return iso ? [{ key, ...when(iso) }] : [];
    }),
  };
}

/**
 * `/{lang}/tracking/{tracking}`: the parcel, or the page's not-found, too-many-lookups (429 with Retry-After) or
 * unavailable state. A number typed in another case or with spaces goes to its one address; one that cannot be a
 * tracking number is the 404 screen, never a call to the API.
 */
export async function loadTracking(
  request: Request,
  raw: string | undefined,
  state: RequestState,
): Promise<TrackingAnswer> {
  const parsed = trackingInputSchema.safeParse(raw ?? '');
  if (!parsed.success) throw notFound(request);
  const tracking = parsed.data;
  if (tracking !== raw) throw redirect(href('/:lang/tracking/:tracking', { lang: state.lang, tracking }));
  const personalNever = { 'Cache-Control': 'no-store' };
  try {
    const { data } = await state.api.call(
      publicTrackingEndpoint,
      { params: { tracking_number: tracking } },
      { toast: false },
    );
    const timeZone = COUNTRY_PROFILES[state.country].timeZone;
    return { page: { kind: 'found', parcel: trackingView(data, state.locale, timeZone) }, status: 200, headers: {} };
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    if (error.code === 'tracking.not_found') {
      return { page: { kind: 'not_found', tracking }, status: 404, headers: personalNever };
    }
    if (error.status === 429) {
      const seconds = error.retryAfterSeconds ?? 60;
      return {
        page: { kind: 'limited', tracking, minutes: Math.max(1, Math.ceil(seconds / 60)) },
        status: 429,
        headers: { ...personalNever, 'Retry-After': String(seconds) },
      };
    }
    // The API could not answer (an outage, a timeout): the page says so and offers to try again.
    return {
      page: { kind: 'unavailable', tracking },
      status: error.status >= 500 ? 503 : error.status,
      headers: { ...personalNever, 'Retry-After': String(error.retryAfterSeconds ?? 5) },
    };
  }
}

/**
 * `/{lang}/tracking?tracking=…` (the tracking box without JavaScript): a readable number goes to its page; one that
 * is not comes back refused as any form is (400, the field's message in the page's language, what was typed). No
 * number: the empty form.
 */
export async function searchTracking(request: Request, state: RequestState): Promise<FormFailure<'tracking'> | null> {
  if (!new URL(request.url).searchParams.has('tracking')) return null;
  const form = new FormData();
  form.set('tracking', trackingSearch.parse(request).tracking);
  const result = await readForm(form, trackingFormSchema, { locale: state.locale, keep: ['tracking'] });
  if (!result.ok) return result;
  throw redirect(href('/:lang/tracking/:tracking', { lang: state.lang, tracking: result.data.tracking }));
}
