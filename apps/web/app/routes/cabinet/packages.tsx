import type { Route } from './+types/packages';
import { PackagesScreen } from '../../features/packages/packages-screen.tsx';
import { packagesSearch } from '../../components/parcels/packages-search.ts';
import { packagesPage } from '../../features/packages/packages.server.ts';
import { pageMeta } from '../../lib/meta.ts';
import { pageHead } from '../../lib/page.server.ts';
import { requestState } from '../../lib/request.server.ts';

export async function loader(args: Route.LoaderArgs) {
  const state = requestState(args.context);
  return {
    head: pageHead(args, 'packages.meta'),
    lang: state.lang,
    page: await packagesPage(state, packagesSearch.parse(args.request)),
  };
}

export const meta = pageMeta;

export default function PackagesRoute({ loaderData }: Route.ComponentProps) {
  return <PackagesScreen lang={loaderData.lang} page={loaderData.page} />;
}
