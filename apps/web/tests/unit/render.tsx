import { MantineProvider } from '@mantine/core';
import { type Locale } from '@yolla/i18n';
import { resources } from '@yolla/i18n/server';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nProvider } from '../../app/lib/i18n.tsx';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { theme } from '../../app/theme.ts';

/**
 * Renders a component the way the app does: Mantine theme, the messages of the given language, a router; `loader`
 * gives the component's route data that `router.revalidate()` loads again.
 */
export function renderInApp(
  ui: ReactElement,
  options: { locale?: Locale; path?: string; loader?: () => unknown } = {},
) {
  const locale = options.locale ?? 'en';
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Home page</p> },
      { path: '*', element: ui, ...(options.loader ? { loader: options.loader } : {}) },
    ],
    { initialEntries: [options.path ?? '/en/somewhere'] },
  );
  const view = render(
    <I18nProvider store={{ locale, catalog: resources[locale] }}>
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nProvider>,
  );
  return { ...view, router };
}
