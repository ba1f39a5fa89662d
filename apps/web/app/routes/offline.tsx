import type { Route } from './+types/offline';
import { OfflineScreen } from '../features/offline/offline-screen.tsx';
import { pageMeta } from '../lib/meta.ts';
import { pageHead } from '../lib/page.server.ts';

/**
 * The offline page (decision 0044): the service worker keeps it in each language and answers with it a page it
 * cannot fetch and has no copy of. The same for everyone: the worker fetches it without cookies.
 */
export function loader(args: Route.LoaderArgs) {
  return { head: pageHead(args, 'offline.meta') };
}

export const meta = pageMeta;

export default function Offline() {
  return <OfflineScreen />;
}
