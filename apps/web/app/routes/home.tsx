import { translator } from '@yolla/i18n';
import type { Route } from './+types/home';
import { HomePage } from '../features/home/home-page.tsx';
import { pageMeta } from '../lib/meta.ts';
import { requestState, serverOf } from '../lib/request.server.ts';

export function loader({ context }: Route.LoaderArgs) {
  const { locale } = requestState(context);
  const t = translator(locale);
  return {
    title: t('common.meta.home'),
    description: t('common.meta.home_description'),
    brand: serverOf(context).config.brand,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta(loaderData.title, loaderData.brand, loaderData.description) : [];

export default function Home() {
  return <HomePage />;
}
