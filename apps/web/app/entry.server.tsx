import { Writable } from 'node:stream';
import { type Locale, type Namespace } from '@yolla/i18n';
import { resources } from '@yolla/i18n/server';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { I18nProvider, type I18nStore } from './lib/i18n.tsx';
import { NonceProvider } from './lib/nonce.tsx';
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

export default function handleRequest(
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
  // of a page's CPU time (docs/decisions/0021-render-cost.md).
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const chunks: Buffer[] = [];
    const collect = new Writable({
      write(chunk: Buffer | string, _encoding, callback) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }));
        callback();
      },
    });
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <I18nProvider store={store}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </I18nProvider>
      </NonceProvider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          pipe(collect);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) server.logger.error({ err: error }, 'render failed');
        },
      },
    );
  });
}
