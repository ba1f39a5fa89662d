import { translator } from '@yolla/i18n/server';
import { redirect } from 'react-router';
import type { Route } from './+types/buyforme-order';
import { buyForMeOrderAction, buyForMeOrderPage, orderIdOf } from '../../features/buy-for-me/order.server.ts';
import { OrderScreen } from '../../features/buy-for-me/order-screen.tsx';
import { refuse } from '../../lib/form.server.ts';
import { pageMeta } from '../../lib/meta.ts';
import { pageHead } from '../../lib/page.server.ts';
import { requestState, serverOf } from '../../lib/request.server.ts';

export async function loader(args: Route.LoaderArgs) {
  const state = requestState(args.context);
  const page = await buyForMeOrderPage(state, orderIdOf(args.params.id), args.request);
  const title = translator(state.locale)('buyForMe.detail.title', { id: page.id });
  return { head: pageHead(args, 'buyForMe.detail.meta', { title }), lang: state.lang, page };
}

export const meta = pageMeta;

export async function action({ request, context }: Route.ActionArgs) {
  const result = await buyForMeOrderAction(request, requestState(context), serverOf(context));
  return result.ok ? redirect(result.redirectTo) : refuse(result);
}

export default function BuyForMeOrderRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <OrderScreen lang={loaderData.lang} page={loaderData.page} answer={actionData ?? null} />;
}
