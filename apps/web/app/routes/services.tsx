import type { Route } from './+types/services';
import { ServicesPage } from '../features/services/services-page.tsx';
import { loadServices } from '../features/services/services.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { pageHead } from '../lib/page.server.ts';
import { requestState } from '../lib/request.server.ts';

export async function loader(args: Route.LoaderArgs) {
  return { head: pageHead(args, 'services.meta'), services: await loadServices(requestState(args.context)) };
}

export const meta = pageMeta;

export default function Services({ loaderData }: Route.ComponentProps) {
  return <ServicesPage services={loaderData.services} />;
}
