import type { Route } from './+types/outbox';
import { loadOutbox } from '../../features/dev-outbox/dev-outbox.server.ts';
import { OutboxPage } from '../../features/dev-outbox/outbox-page.tsx';
import { pageMeta } from '../../lib/meta.ts';
import { pageHead } from '../../lib/page.server.ts';
import { requestState, serverOf } from '../../lib/request.server.ts';

export async function loader(args: Route.LoaderArgs) {
  const view = await loadOutbox(requestState(args.context), serverOf(args.context), new URL(args.request.url));
  return { head: pageHead(args, 'devOutbox.meta'), view };
}

export const meta = pageMeta;

export default function DevOutbox({ loaderData }: Route.ComponentProps) {
  return <OutboxPage view={loaderData.view} />;
}
