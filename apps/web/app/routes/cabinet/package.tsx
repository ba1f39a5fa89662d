import { redirect } from 'react-router';
import type { Route } from './+types/package';
import { PackageScreen } from '../../features/packages/package-screen.tsx';
import { packageAction, packagePage, parcelIdOf } from '../../features/packages/package.server.ts';
import { refuse } from '../../lib/form.server.ts';
import { pageMeta } from '../../lib/meta.ts';
import { pageHead } from '../../lib/page.server.ts';
import { requestState, serverOf } from '../../lib/request.server.ts';

export async function loader(args: Route.LoaderArgs) {
  const state = requestState(args.context);
  const page = await packagePage(state, parcelIdOf(args.params.id));
  return {
    head: pageHead(args, 'packages.detail.meta', { title: page.parcel.tracking }),
    lang: state.lang,
    page,
  };
}

export const meta = pageMeta;

export async function action({ request, context }: Route.ActionArgs) {
  const result = await packageAction(request, requestState(context), serverOf(context));
  return result.ok ? redirect(result.redirectTo) : refuse(result);
}

export default function PackageRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <PackageScreen lang={loaderData.lang} page={loaderData.page} answer={actionData ?? null} />;
}
