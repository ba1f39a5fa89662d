import { redirect } from 'react-router';
import type { Route } from './+types/orders-order';
import { orderSearch } from '../../features/courier-orders/courier-orders-search.ts';
import { orderAction } from '../../features/courier-orders/order-actions.server.ts';
import { OrderScreen } from '../../features/courier-orders/order-screen.tsx';
import { orderIdOf, orderPage } from '../../features/courier-orders/order.server.ts';
import { refuse } from '../../lib/form.server.ts';
import { pageMeta } from '../../lib/meta.ts';
import { pageHead } from '../../lib/page.server.ts';
import { requestState, serverOf } from '../../lib/request.server.ts';
import { translator } from '@yolla/i18n/server';

export async function loader(args: Route.LoaderArgs) {
  const state = requestState(args.context);
  const id = orderIdOf(args.params.id);
  const page = await orderPage(state, id, orderSearch.parse(args.request).cancel);
  const title = translator(state.locale)('courierOrders.detail.title', { id });
  return { head: pageHead(args, 'courierOrders.detail.meta', { title }), lang: state.lang, page };
}

export const meta = pageMeta;

export async function action({ request, context }: Route.ActionArgs) {
  const result = await orderAction(request, requestState(context), serverOf(context));
  return result.ok ? redirect(result.redirectTo) : refuse(result);
}

export default function OrderRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <OrderScreen lang={loaderData.lang} page={loaderData.page} answer={actionData ?? null} />;
}
