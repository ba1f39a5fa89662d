import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { type Locale, type Namespace } from '@yolla/i18n';
import { resources } from '@yolla/i18n/server';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
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

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <I18nProvider store={store}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </I18nProvider>
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) server.logger.error({ err: error }, 'streaming render failed');
        },
      },
    );
  });
}
