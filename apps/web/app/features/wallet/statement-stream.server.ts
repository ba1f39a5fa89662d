import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { apiBase } from '../../lib/api.server.ts';

/** How long the API may take to start the CSV. */
const START_TIMEOUT_MS = 10_000;

/** The headers of the API's CSV answer that travel on to the browser. */
const PASSED_ON = ['content-type', 'content-disposition', 'x-content-type-options', 'cache-control'] as const;

const refusal = (status: number) => new Response(null, { status, headers: { 'cache-control': 'no-store' } });

export interface StatementStreamOptions {
  apiUrl: string;
  segment: string;
  /** The history's filters, as the API's query. */
  query: URLSearchParams;
  /** The session's `Bearer …`: the browser never holds it. */
  authorization: string;
  clientIp: string;
  locale: string;
  /** The browser's going away ends the request to the API too. */
  signal: AbortSignal;
}

/**
 * The wallet's statement for the browser: the API's CSV answer (`walletStatementEndpoint`), opened with the
 * session's token and passed on chunk by chunk with its type and disposition, so a long history never sits in this
 * server's memory. Over HTTP even in the one-origin server, as the SMS inbox's stream (Fastify's in-process
 * `inject` answers whole bodies only). A refusal of the API (401, 404, 422) is answered with its status, no body.
 */
export function openStatementStream(options: StatementStreamOptions): Promise<Response> {
  const search = options.query.toString();
  const url = new URL(`${apiBase(options.apiUrl, options.segment)}/wallet/statement.csv${search ? `?${search}` : ''}`);
  const headers: Record<string, string> = {
    accept: 'text/csv',
    authorization: options.authorization,
    'accept-language': options.locale,
    'x-forwarded-for': options.clientIp,
  };
  return new Promise((resolve) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const upstream: ClientRequest = send(url, { method: 'GET', headers, agent: false });
    const timer = setTimeout(
      () => upstream.destroy(new Error('the API did not start the statement')),
      START_TIMEOUT_MS,
    );
    const stop = () => void upstream.destroy();
    options.signal.addEventListener('abort', stop, { once: true });
    upstream.on('error', () => {
      clearTimeout(timer);
      resolve(refusal(503));
    });
    upstream.on('response', (answer: IncomingMessage) => {
      clearTimeout(timer);
      if (answer.statusCode !== 200) {
        answer.resume();
        options.signal.removeEventListener('abort', stop);
        return resolve(refusal(answer.statusCode ?? 502));
      }
      const passed = new Headers({ 'cache-control': 'private, no-store' });
      for (const name of PASSED_ON) {
        const value = answer.headers[name];
        if (typeof value === 'string') passed.set(name, value);
      }
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          answer.on('data', (chunk: Buffer) => controller.enqueue(new Uint8Array(chunk)));
          answer.on('end', () => controller.close());
          answer.on('error', (error) => controller.error(error));
          answer.on('aborted', () => controller.error(new Error('the API broke off the statement')));
        },
        cancel: stop,
      });
      resolve(new Response(body, { status: 200, headers: passed }));
    });
    upstream.end();
  });
}
