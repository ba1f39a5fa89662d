import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * The route table. Every spec path lives under /:lang (az, en, ru, uz, ge); see
 * docs/routes.md for which spec paths are built and which issue brings the rest.
 */
export default [
  index('routes/root-redirect.ts'),
  route(':lang', 'routes/lang.tsx', [
    layout('layouts/landing.tsx', [index('routes/home.tsx')]),
    layout('layouts/default.tsx', [route('login', 'routes/login.tsx')]),
    layout('layouts/cabinet.tsx', [route('cabinet', 'routes/cabinet/dashboard.tsx')]),
    route('sign-out', 'routes/sign-out.ts'),
    route('preferences', 'routes/preferences.ts'),
    route('*', 'routes/not-found.tsx'),
  ]),
  route('*', 'routes/not-found.tsx', { id: 'routes/not-found-outside-lang' }),
] satisfies RouteConfig;
