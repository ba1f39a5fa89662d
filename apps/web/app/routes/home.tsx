import { COUNTRY_FEATURES } from '@yolla/contract';
import { translator } from '@yolla/i18n/server';
import type { Route } from './+types/home';
import { HomePage } from '../features/home/home-page.tsx';
import { loadTariffTeaser } from '../features/home/tariffs.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { requestState, serverOf } from '../lib/request.server.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const state = requestState(context);
  const features = COUNTRY_FEATURES[state.country];
  const t = translator(state.locale);
  return {
    title: t('common.meta.home'),
    description: t('common.meta.home_description'),
    brand: serverOf(context).config.brand,
    features,
    teaser: await loadTariffTeaser(new URL(request.url), state, features.carriageCountry),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta(loaderData.title, loaderData.brand, loaderData.description) : [];

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage teaser={loaderData.teaser} features={loaderData.features} />;
}
