import {
  apiErrorSchema,
  COMMON_ERRORS,
  ERROR_STATUS,
  type BodyOf,
  type EndpointDefinition,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@yolla/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions as FastifyRouteOptions } from 'fastify';
import { commonErrors } from '../lib/api-error.ts';
import type { Authenticated } from '../modules/auth/auth.usecases.ts';

/** What every handler gets: the validated parameters, query and body, and the request and reply. */
export interface RouteContext<E extends EndpointDefinition> {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A handler of the signed-in scope also gets the customer, authenticated once by the scope. */
export interface CustomerRouteContext<E extends EndpointDefinition> extends RouteContext<E> {
  customer: Authenticated['customer'];
  session: Authenticated;
}

export type RouteHandler<E extends EndpointDefinition> = (
  context: E['access'] extends 'customer' ? CustomerRouteContext<E> : RouteContext<E>,
) => Promise<ResponseOf<E>> | ResponseOf<E>;

/** Route-level Fastify options a module may add (the token endpoint's own error handler and hooks). */
export type RouteOptions = Pick<FastifyRouteOptions, 'errorHandler' | 'onSend' | 'preValidation'>;

interface Entry {
  endpoint: EndpointDefinition;
  handler: RouteHandler<EndpointDefinition>;
  options: RouteOptions;
}

/** The routes every module adds, each from its endpoint descriptor; `mountRoutes` puts them in their scopes. */
export interface RouteTable {
  add<E extends EndpointDefinition>(endpoint: E, handler: RouteHandler<E>, options?: RouteOptions): void;
  readonly entries: readonly Entry[];
}

export function createRouteTable(): RouteTable {
  const entries: Entry[] = [];
  return {
    add(endpoint, handler, options = {}) {
      entries.push({ endpoint, handler: handler as RouteHandler<EndpointDefinition>, options });
    },
    entries,
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The customer of the signed-in scope (null elsewhere). */
    session: Authenticated | null;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** The answers an endpoint documents: its success, and the statuses of its own and the common error codes. */
function responses(endpoint: EndpointDefinition) {
  const codes = [
    ...endpoint.errors,
    ...COMMON_ERRORS,
    ...(endpoint.access === 'customer' ? ['common.unauthenticated' as const] : []),
  ];
  const statuses = new Set(codes.map((code) => ERROR_STATUS[code]));
  return Object.fromEntries([
    [200, endpoint.response],
    ...[...statuses].sort().map((status) => [status, apiErrorSchema]),
  ]);
}

function route(scope: FastifyInstance, entry: Entry): void {
  const { endpoint, handler, options } = entry;
  scope.route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...(endpoint.description ? { description: endpoint.description } : {}),
      ...(endpoint.access === 'customer' ? { security: [{ bearer: [] }] } : {}),
      ...(endpoint.access === 'client' ? { security: [{ clientBasic: [] }, {}] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: responses(endpoint),
    },
    handler: async (request, reply) => {
      const base = { params: request.params, query: request.query, body: request.body, request, reply };
      if (endpoint.access !== 'customer') return handler(base as never);
      const session = request.session;
      if (!session) throw commonErrors.unauthenticated();
      return handler({ ...base, customer: session.customer, session } as never);
    },
  });
}

/**
 * Puts every route of the table in its scope: under `/api/v{n}/{segment}`, or at the origin's root. Routes for
 * signed-in customers go into the one signed-in scope of their version, which reads the bearer token and
 * authenticates once, before anything else, for all of them; a route outside it is public (or authenticates its
 * OAuth client itself).
 */
export async function mountRoutes(
  app: FastifyInstance,
  table: RouteTable,
  options: { segment: string; authenticate: (accessToken: string) => Promise<Authenticated> },
): Promise<void> {
  app.decorateRequest('session', null);
  const byVersion = new Map<string, Entry[]>();
  for (const entry of table.entries) {
    const key = entry.endpoint.root ? '' : `/api/v${entry.endpoint.version ?? 1}/${options.segment}`;
    byVersion.set(key, [...(byVersion.get(key) ?? []), entry]);
  }
  for (const [prefix, entries] of byVersion) {
    await app.register(
      async (scope) => {
        for (const entry of entries.filter((e) => e.endpoint.access !== 'customer')) route(scope, entry);
        const signedIn = entries.filter((e) => e.endpoint.access === 'customer');
        if (signedIn.length === 0) return;
        await scope.register(async (customerScope) => {
          customerScope.addHook('onRequest', async (request) => {
            const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
            if (!token) throw commonErrors.unauthenticated();
            request.session = await options.authenticate(token);
          });
          for (const entry of signedIn) route(customerScope, entry);
        });
      },
      prefix ? { prefix } : {},
    );
  }
}
