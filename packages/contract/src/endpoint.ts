import type { z } from 'zod/mini';
import type { ErrorCode } from './errors.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint:
 * - `public`: anyone (the price list, content pages);
 * - `customer`: a signed-in customer with a bearer access token — the API registers it in its one signed-in scope,
 *   which authenticates once and hands the handler the customer;
 * - `client`: an OAuth client authenticating itself (HTTP Basic or credentials in the body: the token endpoint).
 */
export type Access = 'public' | 'customer' | 'client';

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
  summary: string;
  description?: string;
  tags: readonly string[];
}

/**
 * One endpoint of the API, stated once: the API registers its route from it (path, schemas, OpenAPI, who may
 * call it) and the web calls it through it (path parameters, body and parsed answer typed end to end). Renaming a
 * path or changing a schema here changes both sides at once.
 */
export function endpoint<const D extends EndpointDefinition>(definition: D): D {
  return definition;
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
