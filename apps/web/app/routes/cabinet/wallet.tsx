import { redirect, redirectDocument } from 'react-router';
import type { Route } from './+types/wallet';
import { walletAction } from '../../features/wallet/wallet-actions.server.ts';
import { WalletScreen } from '../../features/wallet/wallet-screen.tsx';
import { walletSearch } from '../../features/wallet/wallet-search.ts';
import { checkReturningTopUp, walletPage } from '../../features/wallet/wallet.server.ts';
import { refuse } from '../../lib/form.server.ts';
import { pageMeta } from '../../lib/meta.ts';
import { pageHead } from '../../lib/page.server.ts';
import { requestState, serverOf } from '../../lib/request.server.ts';

/** Back from the provider, the top-up is checked before any loader reads a balance (it may credit the wallet). */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    await checkReturningTopUp(requestState(context), request);
    return next();
  },
];

export async function loader(args: Route.LoaderArgs) {
  const state = requestState(args.context);
  return {
    head: pageHead(args, 'wallet.meta'),
    lang: state.lang,
    page: await walletPage(state, walletSearch.parse(args.request), serverOf(args.context).pages),
  };
}

export const meta = pageMeta;

export async function action({ request, context }: Route.ActionArgs) {
  const result = await walletAction(request, requestState(context), serverOf(context));
  if (!result.ok) return refuse(result);
  if ('quote' in result) return result;
  return result.document ? redirectDocument(result.redirectTo) : redirect(result.redirectTo);
}

export default function WalletRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <WalletScreen lang={loaderData.lang} page={loaderData.page} answer={actionData ?? null} />;
}
