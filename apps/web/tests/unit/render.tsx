import { MantineProvider } from '@mantine/core';
import { resources, type Locale } from '@yolla/i18n';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createI18n } from '../../app/lib/i18n.ts';
import { theme } from '../../app/theme.ts';

/** Renders a component the way the app does: Mantine theme, i18next in the given language, a router. */
export function renderInApp(ui: ReactElement, options: { locale?: Locale; path?: string } = {}) {
  const i18n = createI18n(options.locale ?? 'en', resources);
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Home page</p> },
      { path: '*', element: ui },
    ],
    { initialEntries: [options.path ?? '/en/somewhere'] },
  );
  const view = render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nextProvider>,
  );
  return { ...view, router };
}
