import { MantineProvider } from '@mantine/core';
import { COUNTRY_FEATURES } from '@yolla/contract/countries';
import { type Locale } from '@yolla/i18n';
import { resources } from '@yolla/i18n/server';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nProvider } from '../../app/lib/i18n.tsx';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { RootData } from '../../app/root.tsx';
import { theme } from '../../app/theme.ts';

/**
 * Renders a component the way the app does: Mantine theme, the messages of the given language, a router; `loader`
 * gives the component's route data that `router.revalidate()` loads again, `root` the root loader's data (for the
 * shell's parts, which read it with `useRootData`).
 */
export function renderInApp(
  ui: ReactElement,
  options: { locale?: Locale; path?: string; loader?: () => unknown; root?: RootData } = {},
) {
  const locale = options.locale ?? 'en';
  const pages: RouteObject[] = [
    { path: '/', element: <p>Home page</p> },
    { path: '*', element: ui, ...(options.loader ? { loader: options.loader } : {}) },
  ];
  const { root } = options;
  const routes: RouteObject[] = root ? [{ id: 'root', loader: () => root, children: pages }] : pages;
  const router = createMemoryRouter(routes, { initialEntries: [options.path ?? '/en/somewhere'] });
  const view = render(
    <I18nProvider store={{ locale, catalog: resources[locale] }}>
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nProvider>,
  );
  return { ...view, router };
}

/** The root loader's data of a guest on an English page in Azerbaijan, changed by `change`. */
export function rootData(change: Partial<RootData> = {}): RootData {
  return {
    lang: 'en',
    locale: 'en',
    country: 'AZ',
    features: COUNTRY_FEATURES.AZ,
    auth: false,
    user: null,
    brand: 'Yolla',
    toastCookie: 'yolla_toast',
    sentry: null,
    titles: { notFound: 'Page not found', error: 'Something went wrong' },
    ...change,
  };
}
