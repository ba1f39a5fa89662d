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
 * One HTTP server for both: API paths go to Fastify, everything else to the web app. Keep-alive
 * outlasts typical proxy idle timeouts (as Fastify's own default does), so a reused connection is
 * never closed under a request.
 */
export function createOneOriginServer(api: Handler, web: Handler): Server {
  const server = createServer((req, res) => (isApiRequest(req.url) ? api(req, res) : web(req, res)));
  server.keepAliveTimeout = 72_000;
  server.headersTimeout = 73_000;
  return server;
}
