import type { z } from 'zod/mini';
import type { ErrorCode } from './errors.ts';
import type { MachinePartner } from './machine.ts';
import type { WindowLimitName } from './rate-limits.ts';
import { withoutNul } from './text-fields.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint:
 * - `public`: anyone (the price list, content pages);
 * - `customer`: a signed-in customer with a bearer access token — the API registers it in its one signed-in scope,
 *   which authenticates once and hands the handler the customer;
 * - `client`: an OAuth client authenticating itself (HTTP Basic or credentials in the body: the token endpoint);
 * - `machine`: a partner's system (warehouse, SMS gateway, payment provider) signing each request with its key
 *   (`machine.ts`): the API registers it in the machine scope under `/api/v{n}/machine`, which checks the signature
 *   once and hands the handler the partner; `partners` says which partners may call it.
 */
export type Access = 'public' | 'customer' | 'client' | 'machine';

/** `/packages/:id/photos/:photo` → `'id' | 'photo'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export interface EndpointDefinition {
  method: HttpMethod;
  /** Under `/api/v{version}/{segment}`, with `:name` parameters; `root: true` puts it at the origin's root instead. */
  path: string;
  version?: 1 | 2;
  root?: boolean;
  access: Access;
  /** Validates and types the path parameters (each one of the path's `:name`s). */
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  /** The successful answer (200). */
  response: z.ZodMiniType;
  /** The error codes it may answer with besides the ones every endpoint may give (see COMMON_ERRORS). */
  errors: readonly ErrorCode[];
  /**
   * Its rate limit, by name from `RATE_LIMITS` (`rate-limits.ts`): counted per address and, in the signed-in and
   * machine scopes, per account or partner, before the body is validated; routes naming one limit share its counts.
   */
  limit?: WindowLimitName;
  /**
   * A money-moving request (customer routes only): it must carry an `Idempotency-Key` header, and the route layer
   * runs its handler in one database transaction together with the key's record (decision 0037): the same key and
   * body answer the first answer again, another body is 422 `idempotency.key_reused`, a request still running 409
   * `idempotency.in_progress`. The handler gets that transaction as `tx` and moves money only in it.
   */
  idempotent?: true;
  /** Who may call an `access: 'machine'` endpoint (required there, nowhere else). */
  partners?: readonly MachinePartner[];
  summary: string;
  description?: string;
  tags: readonly string[];
}

/**
 * One endpoint of the API, stated once: the API registers its route from it (path, schemas, OpenAPI, who may
 * call it) and the web calls it through it (path parameters, body and parsed answer typed end to end). Renaming a
 * path or changing a schema here changes both sides at once. Its parameters, query and body refuse NUL in any text.
 */
export function endpoint<const D extends EndpointDefinition>(definition: D): D {
  // Every request's text refuses NUL here, once for all endpoints (text-fields.ts).
  return {
    ...definition,
    ...(definition.params ? { params: withoutNul(definition.params) } : {}),
    ...(definition.query ? { query: withoutNul(definition.query) } : {}),
    ...(definition.body ? { body: withoutNul(definition.body) } : {}),
  };
}

type Output<S> = S extends z.ZodMiniType ? z.output<S> : undefined;
type Input<S> = S extends z.ZodMiniType ? z.input<S> : undefined;

/** What a handler receives, after validation. */
export type ParamsOf<E extends EndpointDefinition> = E['params'] extends z.ZodMiniType
  ? z.output<E['params']>
  : Record<PathParamNames<E['path']>, string>;
export type QueryOf<E extends EndpointDefinition> = Output<E['query']>;
export type BodyOf<E extends EndpointDefinition> = Output<E['body']>;
export type ResponseOf<E extends EndpointDefinition> = z.output<E['response']>;

/** What a caller sends, before validation. */
export type ParamsInput<E extends EndpointDefinition> = E['params'] extends z.ZodMiniType
  ? z.input<E['params']>
  : Record<PathParamNames<E['path']>, string | number>;
export type QueryInput<E extends EndpointDefinition> = Input<E['query']>;
export type BodyInput<E extends EndpointDefinition> = Input<E['body']>;

/** The path with its parameters filled in and encoded: `/packages/:id` + `{ id: 42 }` → `/packages/42`. */
export function pathOf(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
