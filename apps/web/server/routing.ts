import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { OAUTH_METADATA_PATH } from '@yolla/contract';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Requests the embedded API answers on the shared origin: /api/**, /health, /ready and the OAuth
 * metadata at /.well-known/oauth-authorization-server (other /.well-known paths stay the web's).
 */
export function isApiRequest(url: string | undefined): boolean {
  const path = (url ?? '/').split('?')[0] ?? '/';
  return (
    path === '/api' ||
    path.startsWith('/api/') ||
    path === '/health' ||
    path === '/ready' ||
    path === OAUTH_METADATA_PATH
  );
}

/**
 * Keep-alive outlasts typical proxy idle timeouts (as Fastify's own default does), so a reused
 * connection is never closed under a request. Shutdown does not wait for it: the shared routine
 * (`trackConnections` in @yolla/api) closes idle connections after a short grace period.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 72_000;

/**
 * One HTTP server for both: API paths go to Fastify, everything else to the web app — through `door` first when
 * given (the front door: the cap on requests in flight and the metrics, for both alike).
 */
export function createOneOriginServer(
  api: Handler,
  web: Handler,
  door: (handler: Handler) => Handler = (h) => h,
): Server {
  const server = createServer(door((req, res) => (isApiRequest(req.url) ? api(req, res) : web(req, res))));
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;
  return server;
}
