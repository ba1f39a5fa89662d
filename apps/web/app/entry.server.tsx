import { type Locale, type Namespace } from '@yolla/i18n';
import { resources } from '@yolla/i18n/server';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { I18nProvider, type I18nStore } from './lib/i18n.tsx';
import { BrandProvider } from './lib/brand.tsx';
import { NonceProvider } from './lib/nonce.tsx';
import { readHandoff, renderDocument } from './lib/render-document.server.tsx';
import { requestContext } from './lib/context.ts';
import { serverOf } from './lib/request.server.ts';

export const streamTimeout = 5_000;

/** Namespaces every page carries: the shell's texts and the error screen (which may appear at any time). */
const ALWAYS: Namespace[] = ['common', 'errorPage'];

/** The render's messages: the locale's whole catalog, recording which namespaces the page used. */
function serverStore(locale: Locale): I18nStore {
  return { locale, catalog: resources[locale], used: new Set(ALWAYS) };
}

/** The HTTP server reads the context key from the build, so both sides use the same key object. */
export { serverContext } from './lib/context.ts';

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const server = serverOf(loadContext);
  let locale: Locale = 'en';
  try {
    locale = loadContext.get(requestContext).locale;
  } catch {
    // The root middleware did not run (e.g. an asset 404): English.
  }
  const store = serverStore(locale);
  const nonce = server.nonce;

  // The whole document is rendered before a byte is sent, and sent in one piece. Nothing on our pages streams
  // (loaders finish before rendering; no Suspense holds a part back), so sending the shell first gained nothing,
  // while the stream cost a chain of Node and web streams and a compression call per small chunk: about a third
  // of a page's CPU time. The loader data is read first, so the page renders without waiting, as one string
  // (docs/decisions/0021-render-cost.md).
  await readHandoff(routerContext);
  const { html, failed } = await renderDocument(
    <NonceProvider value={nonce}>
      <BrandProvider value={server.config.brand}>
        <I18nProvider store={store}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </I18nProvider>
      </BrandProvider>
    </NonceProvider>,
    {
      nonce,
      timeoutMs: streamTimeout + 1000,
      onError: (error) => server.logger.error({ err: error }, 'render failed'),
    },
  );
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(html, { headers: responseHeaders, status: failed ? 500 : responseStatusCode });
}
