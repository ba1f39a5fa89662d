// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { resources } from '@yolla/i18n/server';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../lib/i18n.tsx';
import { encodeToasts } from '../../lib/toasts.ts';
import { theme } from '../../theme.ts';
import { Toasts } from './toasts.tsx';

const COOKIE = 'yolla_toast';

afterEach(() => {
  document.cookie = `${COOKIE}=; Path=/; Max-Age=0`;
});

/** The page as the app has it: the flash reader in the layout, a loader the router can run again. */
function renderPage() {
  let loads = 0;
  const router = createMemoryRouter(
    [{ path: '/', loader: () => ({ loads: ++loads }), element: <Toasts cookieName={COOKIE} /> }],
    { initialEntries: ['/'] },
  );
  render(
    <I18nProvider store={{ locale: 'en', catalog: resources.en }}>
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nProvider>,
  );
  return router;
}

describe('flash toasts', () => {
  it('are shown when new data arrives, even if the navigation was never seen busy', async () => {
    const router = renderPage();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    // The server's answer set the cookie; the router took new data without a navigation the page could watch.
    document.cookie = `${COOKIE}=${encodeURIComponent(encodeToasts([{ type: 'success', message: 'Your choices are saved.' }]))}; Path=/`;
    await act(async () => {
      await router.revalidate();
    });
    expect(await screen.findByText('Your choices are saved.')).toBeTruthy();
    expect(document.cookie).not.toContain(`${COOKIE}=`);
  });
});
