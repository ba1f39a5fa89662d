import { redirect } from 'react-router';
import type { Route } from './+types/buyforme-new';
import { buyForMeNewAction, buyForMeNewPage } from '../../features/buy-for-me/order-new.server.ts';
import { NewOrderScreen } from '../../features/buy-for-me/order-new-screen.tsx';
import { refuse } from '../../lib/form.server.ts';
import { pageMeta } from '../../lib/meta.ts';
import { pageHead } from '../../lib/page.server.ts';
import { requestState, serverOf } from '../../lib/request.server.ts';

export function loader(args: Route.LoaderArgs) {
  const state = requestState(args.context);
  return {
    head: pageHead(args, 'buyForMe.form.meta'),
    lang: state.lang,
    page: buyForMeNewPage(state, { server: serverOf(args.context), request: args.request }),
  };
}

export const meta = pageMeta;

export async function action({ request, context }: Route.ActionArgs) {
  const result = await buyForMeNewAction(request, requestState(context), serverOf(context));
  if (!result.ok) return refuse(result);
  if ('review' in result) return result;
  return redirect(result.redirectTo);
}

export default function BuyForMeNewRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <NewOrderScreen lang={loaderData.lang} page={loaderData.page} answer={actionData ?? null} />;
}
