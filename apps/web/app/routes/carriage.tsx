import type { Route } from './+types/carriage';
import { CarriagePage } from '../features/carriage/carriage-page.tsx';
import { loadCarriage } from '../features/carriage/carriage.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { pageHead } from '../lib/page.server.ts';
import { requestState } from '../lib/request.server.ts';

export async function loader(args: Route.LoaderArgs) {
  return {
    head: pageHead(args, 'carriage.meta'),
    page: await loadCarriage(new URL(args.request.url), requestState(args.context)),
  };
}

export const meta = pageMeta;

export default function Carriage({ loaderData }: Route.ComponentProps) {
  return <CarriagePage page={loaderData.page} />;
}
