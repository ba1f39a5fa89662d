import {
  apiErrorSchema,
  idempotencyKeySchema,
  COMMON_ERRORS,
  ERROR_CODES,
  ERROR_STATUS,
  type BodyOf,
  type EndpointDefinition,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@yolla/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteOptions as FastifyRouteOptions,
  preValidationAsyncHookHandler,
} from 'fastify';
import { ApiError, commonErrors } from '../lib/api-error.ts';
import type { RateLimiter } from '../lib/rate-limiter.ts';
import type { SeenRequests } from '../lib/seen-requests.ts';
import type { createMachineVerifier } from '../lib/machine-signature.ts';
import type { Db } from '../db/client.ts';
import { IDEMPOTENCY_HEADER, type IdempotencyStore } from './idempotency.ts';
import { machineAccess, type MachineCaller } from './machine-access.ts';

/**
 * The signed-in scope's session. The auth module, which authenticates it, adds what it holds (the customer, the
 * token's claims) by declaration merging; here only what every signed-in route needs.
 */
export interface Session {
  /** Names the account in the counters of its routes' rate limits. */
  readonly accountKey: string;
}

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
  customer: Session['customer'];
  session: Session;
}

/**
 * A money-moving handler (`idempotent: true`) also gets the transaction its key's answer is written in: it moves
 * money in `tx` only, so the effect and the answer commit together or not at all (decision 0037).
 */
export interface IdempotentRouteContext<E extends EndpointDefinition> extends CustomerRouteContext<E> {
  tx: Db;
}

/** `addKeyed`: a start that calls out keeps its key on its own row, holding no transaction (decision 0042). */
export interface KeyedRouteContext<E extends EndpointDefinition> extends CustomerRouteContext<E> {
  idempotencyKey: string;
}

/** A handler of the machine scope also gets the partner whose key signed the request. */
export interface MachineRouteContext<E extends EndpointDefinition> extends RouteContext<E> {
  machine: MachineCaller;
}

export type RouteHandler<E extends EndpointDefinition> = (
  context: E['idempotent'] extends true
    ? IdempotentRouteContext<E>
    : E['access'] extends 'customer'
      ? CustomerRouteContext<E>
      : E['access'] extends 'machine'
        ? MachineRouteContext<E>
        : RouteContext<E>,
) => Promise<ResponseOf<E>> | ResponseOf<E>;

/** Route-level Fastify options a module may add (the token endpoint's own error handler and hooks; a partner's
 * signature over the raw body, checked before parsing). */
export type RouteOptions = Pick<FastifyRouteOptions, 'errorHandler' | 'onSend' | 'preParsing' | 'preValidation'>;

interface Entry {
  endpoint: EndpointDefinition;
  handler: RouteHandler<EndpointDefinition>;
  options: RouteOptions;
  keyed?: true;
}

/** The routes every module adds, each from its endpoint descriptor; `mountRoutes` puts them in their scopes. */
export interface RouteTable {
  add<E extends EndpointDefinition>(endpoint: E, handler: RouteHandler<E>, options?: RouteOptions): void;
  /** An `idempotent` endpoint whose handler keeps its key itself, outside the route layer's transaction. */
  addKeyed<E extends EndpointDefinition & { idempotent: true }>(
    endpoint: E,
    handler: (context: KeyedRouteContext<E>) => Promise<ResponseOf<E>>,
  ): void;
  readonly entries: readonly Entry[];
}

export function createRouteTable(): RouteTable {
  const entries: Entry[] = [];
  return {
    add(endpoint, handler, options = {}) {
      if (
        (endpoint.access === 'machine') !== Boolean(endpoint.partners?.length) ||
        (endpoint.root && endpoint.partners)
      ) {
        throw new Error(
          `${endpoint.method} ${endpoint.path}: partners belong to machine routes, and every one has some`,
        );
      }
      if (endpoint.idempotent && endpoint.access !== 'customer') {
        throw new Error(`${endpoint.method} ${endpoint.path}: only signed-in routes are idempotent by key`);
      }
      entries.push({ endpoint, handler: handler as RouteHandler<EndpointDefinition>, options });
    },
    addKeyed(endpoint, handler) {
      if (!endpoint.idempotent || endpoint.access !== 'customer') throw new Error(`${endpoint.path}: not keyed`);
      entries.push({ endpoint, handler: handler as never, options: {}, keyed: true });
    },
    entries,
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The customer of the signed-in scope (null elsewhere). */
    session: Session | null;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;
/** What the machine scope may answer on any of its routes: every `machine.*` code. */
const MACHINE_ERRORS = ERROR_CODES.filter((code) => code.startsWith('machine.'));

/** The answers an endpoint documents: its success, and the statuses of its own and the common error codes. */
function responses(endpoint: EndpointDefinition) {
  const codes = [
    ...endpoint.errors,
    ...COMMON_ERRORS,
    ...(endpoint.access === 'customer' ? ['common.unauthenticated' as const] : []),
    ...(endpoint.access === 'machine' ? MACHINE_ERRORS : []),
  ];
  const statuses = new Set(codes.map((code) => ERROR_STATUS[code]));
  return Object.fromEntries([
    [200, endpoint.response],
    ...[...statuses].sort().map((status) => [status, apiErrorSchema]),
  ]);
}

const SECURITY = {
  customer: [{ bearer: [] }],
  client: [{ clientBasic: [] }, {}],
  machine: [{ machineSignature: [] }],
  public: undefined,
} as const;

/** Before validation: a machine route's partner check, then the descriptor's rate limit, then the module's own. */
function preValidation(entry: Entry, limiter: RateLimiter): preValidationAsyncHookHandler[] {
  const { endpoint, options } = entry;
  const hooks: preValidationAsyncHookHandler[] = [];
  const { partners, limit } = endpoint;
  if (partners) {
    hooks.push(async (request) => {
      if (!request.machine || !partners.includes(request.machine.partner)) {
        throw new ApiError('machine.partner_not_allowed');
      }
    });
  }
  if (limit) {
    const dimensions = limiter.dimensionsOf(limit);
    hooks.push(async (request) => {
      if (dimensions.includes('address')) await limiter.consume(limit, 'address' as never, request.ip);
      const account = request.session?.accountKey ?? (request.machine ? `partner:${request.machine.partner}` : null);
      if (account !== null && dimensions.includes('account')) await limiter.consume(limit, 'account' as never, account);
    });
  }
  if (endpoint.idempotent) {
    // Before the body is validated: a money-moving request without its key is refused as such, whatever it carries.
    hooks.push(async (request) => {
      if (!idempotencyKeySchema.safeParse(request.headers[IDEMPOTENCY_HEADER]).success) {
        throw new ApiError('idempotency.key_required');
      }
    });
  }
  const own = options.preValidation;
  return [...hooks, ...((Array.isArray(own) ? own : own ? [own] : []) as preValidationAsyncHookHandler[])];
}

function route(scope: FastifyInstance, entry: Entry, limiter: RateLimiter, idempotency: IdempotencyStore): void {
  const { endpoint, handler, options } = entry;
  const security = SECURITY[endpoint.access];
  const description = [
    endpoint.description,
    endpoint.limit ? `Rate limit: \`${endpoint.limit}\` (429 common.rate_limited with Retry-After).` : undefined,
  ].filter(Boolean);
  scope.route({
    ...options,
    preValidation: preValidation(entry, limiter),
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...(description.length ? { description: description.join('\n\n') } : {}),
      ...(security ? { security: [...security] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: responses(endpoint),
    },
    handler: async (request, reply) => {
      const base = { params: request.params, query: request.query, body: request.body, request, reply };
      if (endpoint.access === 'machine') {
        if (!request.machine) throw new ApiError('machine.unsigned');
        return handler({ ...base, machine: request.machine } as never);
      }
      if (endpoint.access !== 'customer') return handler(base as never);
      const session = request.session;
      if (!session) throw commonErrors.unauthenticated();
      const signedIn = { ...base, customer: session.customer, session };
      if (!endpoint.idempotent) return handler(signedIn as never);
      // The key was checked before validation (`preValidation`).
      if (entry.keyed) return handler({ ...signedIn, idempotencyKey: request.headers[IDEMPOTENCY_HEADER] } as never);
      const answer = await idempotency.run(
        {
          customerId: session.customer.id,
          key: request.headers[IDEMPOTENCY_HEADER],
          method: request.method,
          path: request.url,
          body: request.body,
        },
        async (tx) => {
          const body = await handler({ ...signedIn, tx } as never);
          return { status: reply.statusCode, body };
        },
      );
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(answer.status).send(answer.body);
    },
  });
}

export interface MountOptions {
  segment: string;
  limiter: RateLimiter;
  /** How the signed-in scope checks a bearer access token (the auth module's sessions). */
  authenticate: (accessToken: string) => Promise<Session>;
  /** Where money-moving requests keep their answers per key (decision 0037). */
  idempotency: IdempotencyStore;
  /** How the machine scope checks a signature, and remembers the ones it has seen. */
  machine: { verify: ReturnType<typeof createMachineVerifier>; seenRequests: SeenRequests };
}

/**
 * Puts every route of the table in its scope: under `/api/v{n}/{segment}`, `/api/v{n}/machine`, or at the origin's
 * root. Routes for signed-in customers go into the one signed-in scope of their version, which reads the bearer
 * token and authenticates once, before anything else, for all of them; machine routes into the one machine scope of
 * their version, which checks the partner's signature once for all of them; a route outside both is public (or
 * authenticates its OAuth client itself). Each route counts its descriptor's rate limit before validation.
 */
export async function mountRoutes(app: FastifyInstance, table: RouteTable, options: MountOptions): Promise<void> {
  app.decorateRequest('session', null);
  app.decorateRequest('machine', null);
  const byPrefix = new Map<string, Entry[]>();
  for (const entry of table.entries) {
    const { root, version = 1, access } = entry.endpoint;
    const key = root ? '' : `/api/v${version}/${access === 'machine' ? 'machine' : options.segment}`;
    byPrefix.set(key, [...(byPrefix.get(key) ?? []), entry]);
  }
  for (const [prefix, entries] of byPrefix) {
    await app.register(
      async (scope) => {
        const machine = entries.filter((e) => e.endpoint.access === 'machine');
        if (machine.length) {
          await machineAccess(scope, options.machine);
          for (const entry of machine) route(scope, entry, options.limiter, options.idempotency);
        }
        for (const entry of entries.filter((e) => !['customer', 'machine'].includes(e.endpoint.access))) {
          route(scope, entry, options.limiter, options.idempotency);
        }
        const signedIn = entries.filter((e) => e.endpoint.access === 'customer');
        if (signedIn.length === 0) return;
        await scope.register(async (customerScope) => {
          customerScope.addHook('onRequest', async (request) => {
            const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
            if (!token) throw commonErrors.unauthenticated();
            request.session = await options.authenticate(token);
          });
          for (const entry of signedIn) route(customerScope, entry, options.limiter, options.idempotency);
        });
      },
      prefix ? { prefix } : {},
    );
  }
}
