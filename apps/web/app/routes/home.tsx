import { COUNTRY_FEATURES } from '@yolla/contract';
import type { Route } from './+types/home';
import { HomePage } from '../features/home/home-page.tsx';
import { loadTariffTeaser } from '../features/home/tariffs.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { pageHead } from '../lib/page.server.ts';
import { requestState } from '../lib/request.server.ts';

export async function loader(args: Route.LoaderArgs) {
  const state = requestState(args.context);
  const features = COUNTRY_FEATURES[state.country];
  return {
    head: pageHead(args, 'home.meta'),
    features,
    teaser: await loadTariffTeaser(new URL(args.request.url), state),
  };
}

export const meta = pageMeta;

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage teaser={loaderData.teaser} features={loaderData.features} />;
}
