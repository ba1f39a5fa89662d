import { useMemo } from 'react';
import type { Route } from './+types/tariffs';
import { cabinetTariffsPage } from '../../features/tariffs/cabinet-tariffs.server.ts';
import { PricedParcels } from '../../features/tariffs/priced-parcels.tsx';
import { TariffsPage } from '../../features/tariffs/tariffs-page.tsx';
import { quoteFromForm } from '../../features/tariffs/tariffs.server.ts';
import { refuse } from '../../lib/form.server.ts';
import { pageMeta } from '../../lib/meta.ts';
import { pageHead } from '../../lib/page.server.ts';
import { requestState } from '../../lib/request.server.ts';

export async function loader(args: Route.LoaderArgs) {
  const state = requestState(args.context);
  return { head: pageHead(args, 'tariffs.meta'), lang: state.lang, page: await cabinetTariffsPage(state) };
}

export const meta = pageMeta;

export async function action({ request, context }: Route.ActionArgs) {
  const answer = await quoteFromForm(request, requestState(context));
  return answer.ok ? answer : refuse(answer);
}

export default function CabinetTariffs({ loaderData, actionData }: Route.ComponentProps) {
  // One object per answer: the form resets its messages when the answer changes, not on every render.
  const answer = useMemo(() => (actionData ? { message: null, fields: {}, ...actionData } : null), [actionData]);
  return (
    <TariffsPage
      page={loaderData.page.prices}
      answer={answer}
      quote={actionData && 'quote' in actionData ? actionData.quote : null}
    >
      <PricedParcels lang={loaderData.lang} parcels={loaderData.page.parcels} />
    </TariffsPage>
  );
}
