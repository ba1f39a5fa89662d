import { translator } from '@yolla/i18n/server';
import type { Route } from './+types/dashboard';
import { Dashboard } from '../../features/dashboard/dashboard.tsx';
import { pageMeta } from '../../lib/meta.ts';
import { requestState, serverOf } from '../../lib/request.server.ts';

export function loader({ context }: Route.LoaderArgs) {
  const { locale, session } = requestState(context);
  if (!session.user) throw new Response(null, { status: 401 });
  const t = translator(locale);
  return {
    title: t('common.meta.cabinet'),
    description: t('common.meta.cabinet_description'),
    brand: serverOf(context).config.brand,
    user: session.user,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta(loaderData.title, loaderData.brand, loaderData.description) : [];

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  return <Dashboard user={loaderData.user} />;
}
