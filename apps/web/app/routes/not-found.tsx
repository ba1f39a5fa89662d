import type { Route } from './+types/not-found';
import { notFound } from '../lib/params.server.ts';

/** Any path no route matches: the non-fatal 404 `Page not found: {path}`. */
export function loader({ request }: Route.LoaderArgs) {
  throw notFound(request);
}

export default function NotFound() {
  return null;
}
