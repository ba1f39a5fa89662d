import { translator } from '@yolla/i18n/server';
import { data } from 'react-router';
import type { Route } from './+types/tracking';
import { TrackingPage } from '../features/tracking/tracking-page.tsx';
import { loadTracking } from '../features/tracking/tracking.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { pageHead } from '../lib/page.server.ts';
import { requestState } from '../lib/request.server.ts';

export async function loader(args: Route.LoaderArgs) {
  const state = requestState(args.context);
  const answer = await loadTracking(args.request, args.params.tracking, state);
  const tracking = answer.page.kind === 'found' ? answer.page.parcel.tracking : answer.page.tracking;
  const t = translator(state.locale);
  const head = pageHead(args, 'tracking.parcel.meta', {
    title: t('tracking.parcel.meta.title', { tracking }),
    description: t('tracking.parcel.meta.description', { tracking }),
  });
  return data({ head, page: answer.page }, { status: answer.status, headers: answer.headers });
}

export const meta = pageMeta;

/** The not-found, too-many-lookups and unavailable answers' own headers (no-store, Retry-After). */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function Tracking({ loaderData }: Route.ComponentProps) {
  return <TrackingPage page={loaderData.page} />;
}
