import { data } from 'react-router';
import type { Route } from './+types/tracking-search';
import { TrackingSearchPage } from '../features/tracking/tracking-search-page.tsx';
import { searchTracking } from '../features/tracking/tracking.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { pageHead } from '../lib/page.server.ts';
import { requestState } from '../lib/request.server.ts';

export async function loader(args: Route.LoaderArgs) {
  const refused = await searchTracking(args.request, requestState(args.context));
  const head = pageHead(args, 'tracking.meta');
  return refused ? data({ head, answer: refused }, { status: refused.status }) : { head, answer: null };
}

export const meta = pageMeta;

export default function TrackingSearch({ loaderData }: Route.ComponentProps) {
  return <TrackingSearchPage answer={loaderData.answer} />;
}
