import type { Route } from './+types/pudo';
import { PudoPage } from '../features/pudo/pudo-page.tsx';
import { loadPudoPage } from '../features/pudo/pudo.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { pageHead } from '../lib/page.server.ts';
import { requestState, serverOf } from '../lib/request.server.ts';

export async function loader(args: Route.LoaderArgs) {
  const { config } = serverOf(args.context);
  return {
    head: pageHead(args, 'pudo.meta'),
    page: await loadPudoPage(new URL(args.request.url), requestState(args.context), config.mapTiles),
  };
}

export const meta = pageMeta;

export default function Pudo({ loaderData }: Route.ComponentProps) {
  return <PudoPage page={loaderData.page} />;
}
