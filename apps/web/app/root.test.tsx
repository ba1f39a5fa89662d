// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { render, waitFor } from '@testing-library/react';
import { resources } from '@yolla/i18n/server';
import { createMemoryRouter, RouterProvider, useRouteError } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BrandProvider, documentBrand } from './lib/brand.tsx';
import { I18nProvider } from './lib/i18n.tsx';
import { ErrorBoundary } from './root.tsx';
import { theme } from './theme.ts';

/** The root's error screen for an error its loader raised, so that there is no root data. */
function RootError() {
  return <ErrorBoundary error={useRouteError()} params={{}} loaderData={undefined} actionData={undefined} />;
}

function renderEarlyError(brand: string | null, locale: 'en' | 'ru' = 'en') {
  const router = createMemoryRouter([
    {
      id: 'root',
      path: '/',
      loader: () => {
        throw new Error('the session store is down');
      },
      Component: () => null,
      ErrorBoundary: RootError,
    },
  ]);
  return render(
    <BrandProvider value={brand}>
      <I18nProvider store={{ locale, catalog: resources[locale] }}>
        <MantineProvider theme={theme}>
          <RouterProvider router={router} />
        </MantineProvider>
      </I18nProvider>
    </BrandProvider>,
  );
}

describe('an error raised before the root’s data is read', () => {
  it('is titled with the configured brand (BRAND_NAME), in the page’s language', async () => {
    renderEarlyError('Acme Cargo', 'ru');
    await waitFor(() => expect(document.title).toBe('Что-то пошло не так | Acme Cargo'));
  });

  it('has its title without a brand rather than a wrong one when none was given', async () => {
    renderEarlyError(null);
    await waitFor(() => expect(document.title).toBe('Something went wrong'));
  });
});

describe('the brand in the browser', () => {
  it('is read from the document the server rendered', () => {
    document.head.innerHTML = '<meta name="application-name" content="Acme Cargo">';
    expect(documentBrand(document)).toBe('Acme Cargo');
    document.head.innerHTML = '';
    expect(documentBrand(document)).toBeNull();
  });
});
