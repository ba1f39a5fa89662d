import { redirect } from 'react-router';
import type { Route } from './+types/code';
import { checkCode, codePage } from '../../features/recovery/recovery.server.ts';
import { RecoveryCodeForm } from '../../features/recovery/recovery-forms.tsx';
import { refuse } from '../../lib/form.server.ts';
import { guards } from '../../lib/guards/registry.server.ts';
import { pageMeta } from '../../lib/meta.ts';
import { pageHead } from '../../lib/page.server.ts';
import { requestState, serverOf } from '../../lib/request.server.ts';

export const middleware: Route.MiddlewareFunction[] = guards('recover');

export async function loader(args: Route.LoaderArgs) {
  const state = requestState(args.context);
  return {
    head: pageHead(args, 'recovery.meta.code'),
    lang: state.lang,
    ...(await codePage(state, serverOf(args.context))),
  };
}

export const meta = pageMeta;

export async function action({ request, context }: Route.ActionArgs) {
  const result = await checkCode(request, requestState(context), serverOf(context));
  return result.ok ? redirect(result.redirectTo) : refuse(result);
}

export default function RecoverCode({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <RecoveryCodeForm
      lang={loaderData.lang}
      destination={loaderData.destination}
      resendIn={loaderData.resendIn}
      undelivered={loaderData.undelivered}
      answer={actionData ?? null}
    />
  );
}
