import { redirect } from 'react-router';
import type { Route } from './+types/addresses';
import { addressAction, addressesPage } from '../../features/addresses/addresses.server.ts';
import { AddressesScreen } from '../../features/addresses/addresses-screen.tsx';
import { refuse } from '../../lib/form.server.ts';
import { pageMeta } from '../../lib/meta.ts';
import { pageHead } from '../../lib/page.server.ts';
import { requestState, serverOf } from '../../lib/request.server.ts';

export async function loader(args: Route.LoaderArgs) {
  const state = requestState(args.context);
  return {
    head: pageHead(args, 'addresses.meta'),
    lang: state.lang,
    page: await addressesPage(state, new URL(args.request.url)),
  };
}

export const meta = pageMeta;

export async function action({ request, context }: Route.ActionArgs) {
  const result = await addressAction(request, requestState(context), serverOf(context));
  return result.ok ? redirect(result.redirectTo) : refuse(result);
}

export default function AddressesRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AddressesScreen lang={loaderData.lang} page={loaderData.page} answer={actionData ?? null} />;
}
