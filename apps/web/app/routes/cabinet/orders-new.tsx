import { redirect } from 'react-router';
import type { Route } from './+types/orders-new';
import { newOrderSearch } from '../../features/courier-orders/courier-orders-search.ts';
import { newOrderAction } from '../../features/courier-orders/order-actions.server.ts';
import { OrderNewScreen } from '../../features/courier-orders/order-new-screen.tsx';
import { newOrderPage } from '../../features/courier-orders/order-new.server.ts';
import { refuse } from '../../lib/form.server.ts';
import { pageMeta } from '../../lib/meta.ts';
import { pageHead } from '../../lib/page.server.ts';
import { requestState, serverOf } from '../../lib/request.server.ts';

export async function loader(args: Route.LoaderArgs) {
  const state = requestState(args.context);
  return {
    head: pageHead(args, 'courierOrders.new.meta'),
    lang: state.lang,
    page: await newOrderPage(state, newOrderSearch.parse(args.request)),
  };
}

export const meta = pageMeta;

export async function action({ request, context }: Route.ActionArgs) {
  const result = await newOrderAction(request, requestState(context), serverOf(context));
  return result.ok ? redirect(result.redirectTo) : refuse(result);
}

/** A refused order (a slot filled meanwhile) shows the slots again as they are now, with a new form key. */
export function shouldRevalidate() {
  return true;
}

export default function OrdersNewRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <OrderNewScreen lang={loaderData.lang} page={loaderData.page} answer={actionData ?? null} />;
}
