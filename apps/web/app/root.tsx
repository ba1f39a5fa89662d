import styles from './styles.css?url';
import { localStorageColorSchemeManager, mantineHtmlProps } from '@mantine/core';
import { COUNTRY_FEATURES } from '@yolla/contract/countries';
import { translator } from '@yolla/i18n/server';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import { AppErrorScreen } from './components/shell/error-screen.tsx';
import { AppChrome } from './components/shell/app-chrome.tsx';
import { MantineContextProvider } from './components/shell/mantine-context.tsx';
import { BRAND_META, useBrand } from './lib/brand.tsx';
import { I18nData, PageLocale, useRenderLocale, useTranslation } from './lib/i18n.tsx';
import { pageTitle } from './lib/meta.ts';
import { useNonce } from './lib/nonce.tsx';
import { reloadMiddleware } from './lib/reload-policy.client.ts';
import { requestMiddleware, requestState, serverOf } from './lib/request.server.ts';
import { colorSchemeScript, COLOR_SCHEME_KEY, cssVariablesResolver } from './theme.ts';

export const middleware: Route.MiddlewareFunction[] = [requestMiddleware];

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  // The web app manifest: the site installs as an app (decision 0044).
  { rel: 'manifest', href: '/manifest.webmanifest' },
];
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [reloadMiddleware];

export async function loader({ context }: Route.LoaderArgs) {
  const { lang, locale, country, session, names } = requestState(context);
  const { config } = serverOf(context);
  const t = translator(locale);
  return {
    lang,
    locale,
    country,
    features: COUNTRY_FEATURES[country],
    auth: session.auth,
    user: session.user,
    brand: config.brand,
    toastCookie: names.toast,
    sentry: config.sentry,
    titles: { notFound: t('common.meta.not_found'), error: t('common.meta.error') },
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

/** The session is checked on every navigation, as the spec asks, so the root always revalidates. */
export function shouldRevalidate() {
  return true;
}

const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 404;

/** An error's title; without the root's data (an error raised before its loader ran) `ErrorTitle` writes it. */
export const meta: Route.MetaFunction = ({ error, loaderData }) => {
  if (!error || !loaderData) return [];
  const title = isNotFound(error) ? loaderData.titles.notFound : loaderData.titles.error;
  return [{ title: `${title} | ${loaderData.brand}` }];
};

/**
 * The error's title in the page's language, with the configured brand, when the root's loader did not run (React
 * puts it in the head).
 */
function ErrorTitle({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const title = t(isNotFound(error) ? 'meta.not_found' : 'meta.error');
  const brand = useBrand();
  return <title>{brand ? pageTitle(title, brand) : title}</title>;
}

const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<RootData>('root');
  const nonce = useNonce();
  const renderLocale = useRenderLocale();
  const locale = data?.locale ?? renderLocale;
  const brand = useBrand(data?.brand);
  return (
    <html lang={locale} dir="ltr" {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        {brand ? <meta name={BRAND_META} content={brand} /> : null}
        {data?.sentry ? <meta name="yolla:sentry" content={JSON.stringify(data.sentry)} /> : null}
        <Meta />
        {/* A stylesheet resource (precedence): React writes it before the module preloads, so the one
            render-blocking file is fetched first. */}
        <link rel="stylesheet" href={styles} precedence="shell" />
        <Links />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: colorSchemeScript }} />
      </head>
      <body>
        {/* Mantine's context without its provider: the theme's CSS variables and classes are static, in the
            stylesheet (styles/theme.css), so the browser needs none of the code that renders them. */}
        <MantineContextProvider
          colorSchemeManager={colorSchemeManager}
          cssVariablesResolver={cssVariablesResolver}
          getStyleNonce={() => nonce}
        >
          {children}
        </MantineContextProvider>
        <I18nData nonce={nonce} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <PageLocale locale={loaderData.locale}>
      <AppChrome toastCookie={loaderData.toastCookie}>
        <Outlet />
      </AppChrome>
    </PageLocale>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<RootData>('root');
  const renderLocale = useRenderLocale();
  return (
    <PageLocale locale={data?.locale ?? renderLocale}>
      <AppChrome toastCookie={data?.toastCookie ?? 'yolla_toast'}>
        {data ? null : <ErrorTitle error={error} />}
        <AppErrorScreen error={error} />
      </AppChrome>
    </PageLocale>
  );
}
