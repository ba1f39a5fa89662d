import { isUrlLang } from '@yolla/i18n';
import { Outlet } from 'react-router';
import type { Route } from './+types/lang';
import { notFound } from '../lib/params.server.ts';

/** Every page lives under a language prefix; an unknown one is a 404. */
export const middleware: Route.MiddlewareFunction[] = [
  ({ params, request }) => {
    if (!isUrlLang(params.lang)) throw notFound(request);
  },
];

export function loader() {
  return null;
}

export default function LanguageRoot() {
  return <Outlet />;
}
