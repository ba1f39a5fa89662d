import type { Route } from './+types/foreign-addresses';
import { foreignAddressesPage } from '../../features/foreign-addresses/foreign-addresses.server.ts';
import { ForeignAddressesScreen } from '../../features/foreign-addresses/foreign-addresses-screen.tsx';
import { pageMeta } from '../../lib/meta.ts';
import { pageHead } from '../../lib/page.server.ts';
import { requestState } from '../../lib/request.server.ts';

export async function loader(args: Route.LoaderArgs) {
  const state = requestState(args.context);
  return {
    head: pageHead(args, 'foreignAddresses.meta'),
    lang: state.lang,
    page: await foreignAddressesPage(state),
  };
}

export const meta = pageMeta;

export default function ForeignAddressesRoute({ loaderData }: Route.ComponentProps) {
  return <ForeignAddressesScreen lang={loaderData.lang} page={loaderData.page} />;
}
