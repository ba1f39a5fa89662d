import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { resources, type Locale } from '@yolla/i18n';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { NonceProvider } from './lib/nonce.tsx';
import { createI18n } from './lib/i18n.ts';
import { requestContext } from './lib/context.ts';
import { serverOf } from './lib/request.server.ts';

export const streamTimeout = 5_000;

const instances = new Map<Locale, ReturnType<typeof createI18n>>();

/** One i18next instance per language for the whole process: server renders never change its language. */
function serverI18n(locale: Locale) {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createI18n(locale, resources);
    instances.set(locale, instance);
  }
  return instance;
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
  const i18n = serverI18n(locale);
  const nonce = server.nonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <I18nextProvider i18n={i18n}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </I18nextProvider>
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
