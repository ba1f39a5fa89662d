import { redirect } from 'react-router';
import type { Route } from './+types/wallet-pay';
import { parcelPaymentSearch } from '../../components/parcels/parcel-payment-search.ts';
import { ParcelPaymentScreen } from '../../features/parcel-payment/parcel-payment-screen.tsx';
import { parcelPaymentAction, parcelPaymentPage } from '../../features/parcel-payment/parcel-payment.server.ts';
import { refuse } from '../../lib/form.server.ts';
import { pageMeta } from '../../lib/meta.ts';
import { pageHead } from '../../lib/page.server.ts';
import { requestState, serverOf } from '../../lib/request.server.ts';

export async function loader(args: Route.LoaderArgs) {
  const state = requestState(args.context);
  return {
    head: pageHead(args, 'parcelPayment.meta'),
    lang: state.lang,
    page: await parcelPaymentPage(state, parcelPaymentSearch.parse(args.request), serverOf(args.context).pages),
  };
}

export const meta = pageMeta;

export async function action({ request, context }: Route.ActionArgs) {
  const result = await parcelPaymentAction(request, requestState(context), serverOf(context));
  return result.ok ? redirect(result.redirectTo) : refuse(result);
}

export default function WalletPayRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ParcelPaymentScreen lang={loaderData.lang} page={loaderData.page} answer={actionData ?? null} />;
}
