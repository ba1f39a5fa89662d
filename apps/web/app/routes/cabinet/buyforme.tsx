import type { Route } from './+types/buyforme';
import { buyForMeListPage } from '../../features/buy-for-me/orders.server.ts';
import { BuyForMeListScreen } from '../../features/buy-for-me/orders-screen.tsx';
import { buyForMeListSearch } from '../../features/buy-for-me/buy-for-me-search.ts';
import { pageMeta } from '../../lib/meta.ts';
import { pageHead } from '../../lib/page.server.ts';
import { requestState } from '../../lib/request.server.ts';

export async function loader(args: Route.LoaderArgs) {
  const state = requestState(args.context);
  return {
    head: pageHead(args, 'buyForMe.meta'),
    lang: state.lang,
    page: await buyForMeListPage(state, buyForMeListSearch.parse(args.request)),
  };
}

export const meta = pageMeta;

export default function BuyForMeRoute({ loaderData }: Route.ComponentProps) {
  return <BuyForMeListScreen lang={loaderData.lang} page={loaderData.page} />;
}
