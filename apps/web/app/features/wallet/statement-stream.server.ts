import { openApiStream, type ApiStreamCaller } from '../../lib/api-stream.server.ts';

/** The headers of the API's CSV answer that travel on to the browser. */
const PASSED_ON = ['content-type', 'content-disposition', 'x-content-type-options', 'cache-control'] as const;

export interface StatementStreamOptions extends ApiStreamCaller {
  /** The history's filters, as the API's query. */
  query: URLSearchParams;
}

/**
 * The wallet's statement for the browser: the API's CSV answer (`walletStatementEndpoint`) passed on chunk by chunk
 * with its type and disposition, so a long history never sits in this server's memory. A download the API breaks off
 * fails rather than looking complete.
 */
export function openStatementStream(options: StatementStreamOptions): Promise<Response> {
  const search = options.query.toString();
  return openApiStream(options, {
    path: `/wallet/statement.csv${search ? `?${search}` : ''}`,
    accept: 'text/csv',
    startTimeoutMs: 10_000,
    brokenOff: 'error',
    responseHeaders: (answer) => {
      const passed = new Headers({ 'cache-control': 'private, no-store' });
      for (const name of PASSED_ON) {
        const value = answer.headers[name];
        if (typeof value === 'string') passed.set(name, value);
      }
      return passed;
    },
  });
}
