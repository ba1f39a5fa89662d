import {
  IDEMPOTENCY_HEADER,
  apiErrorSchema,
  pathOf,
  type BodyInput,
  type EndpointDefinition,
  type ErrorCode,
  type ParamsInput,
  type QueryInput,
  type ResponseOf,
} from '@yolla/contract';
import { type Locale } from '@yolla/i18n';
import { translator } from '@yolla/i18n/server';
import type { z } from 'zod/mini';
import { exchange, type InProcessApi } from './api-transport.server.ts';
import { publicCache as processCache, type PublicCache } from './public-cache.server.ts';
import type { FlashToast } from './toasts.ts';

export interface ApiClientOptions {
  /** API host, e.g. http://127.0.0.1:3000; the path /api/v{n}/{segment} is added here. */
  baseUrl: string;
  segment: string;
  locale: Locale;
  /** The stored access cookie value: "{token_type} {token}". */
  authorization?: string | null;
  /** The browser's address, forwarded so per-IP limits see the customer, not this server. */
  clientIp?: string | null;
  /** The browser's User-Agent, forwarded so the sessions list names the customer's device, not this server. */
  userAgent?: string | null;
  timeoutMs: number;
  /** Called on any 401: the stored session is cleared. */
  onUnauthorized?: () => void;
  /** Told when the API could not answer (no answer, or a 5xx): the page shows a degraded state. */
  onUnavailable?: () => void;
  /** Receives the messages to show as toasts. */
  onToast?: (toast: FlashToast) => void;
  /** Where public answers are kept as long as the API allows (default: the process's cache). */
  cache?: PublicCache;
  /** The API of this very process (the one-origin server): calls go to it in memory instead of over HTTP. */
  inProcess?: InProcessApi | null;
}

/** What a call by descriptor sends: the endpoint's path parameters, query and body, each typed from the contract. */
export interface CallInput<E extends EndpointDefinition> {
  params?: ParamsInput<E>;
  query?: QueryInput<E>;
  body?: BodyInput<E>;
  /** A `multipart/form-data` body (a file upload), sent as it is, for endpoints that take one. */
  multipart?: FormData;
  /**
   * The `Idempotency-Key` of a money-moving endpoint (`idempotent: true`, decision 0037): the key the form was
   * rendered with (`lib/idempotency-key.ts`), so a double click or a retry moves money once. While a request with
   * the key is still running (409 `idempotency.in_progress`), the call waits for it, up to 2 s, and takes its answer.
   */
  idempotencyKey?: E['idempotent'] extends true ? string : never;
}

/** How a call behaves around the answer: toasts, and the caller's abort signal. */
export type CallOptions = Pick<RequestOptions<unknown>, 'toast' | 'toastId' | 'signal'>;

interface RequestOptions<T> {
  body?: unknown;
  /** Sent as the `Idempotency-Key` header. */
  idempotencyKey?: string;
  /** Send the body form-encoded instead of JSON. */
  form?: boolean;
  /** A multipart body (file uploads), sent with its Content-Type and boundary. */
  multipart?: FormData;
  query?: Record<string, string | number | undefined>;
  /** 2 sends the call to /api/v2/{segment}. */
  version?: 1 | 2;
  /**
   * Show the response's message as a toast (default true); `'success'` only when the call succeeds, for a form that
   * shows its refusals itself.
   */
  toast?: boolean | 'success';
  /** Id of a toast already on screen that the message should update in place. */
  toastId?: string;
  /** Validates and types the successful body. */
  schema?: z.ZodMiniType<T>;
  signal?: AbortSignal;
  /**
   * A public endpoint's GET: sent without credentials, and answered from the cache while the API's
   * `Cache-Control: public, max-age` allows.
   */
  public?: boolean;
  /** Answer the exchange itself (bytes and headers) instead of parsing a JSON body: a file download. */
  raw?: boolean;
}

/** A file the API sent: its bytes and the headers that describe and protect it (type, disposition, CSP, caching). */
export interface ApiFile {
  bytes: Buffer;
  headers: Record<string, string>;
}

/** A failed API call: HTTP status, the API's stable code, its translated message and per-field errors. */
export class ApiRequestError extends Error {
  override name = 'ApiRequestError';
  readonly status: number;
  readonly code: ErrorCode | string;
  readonly fields: Record<string, string[]>;
  /** Seconds the API asked to wait before asking again (its Retry-After on a 429 or 503), when it said. */
  retryAfterSeconds: number | null = null;

  constructor(
    status: number,
    code: ErrorCode | string,
    message: string,
    fields: Record<string, string[]> = {},
    /** Why the API could not be reached (a timeout, a refused connection), for the log. */
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export function apiBase(baseUrl: string, segment: string, version: 1 | 2 = 1): string {
  return `${baseUrl.replace(/\/+$/, '')}/api/v${version}/${segment}`;
}

/** How long a money-moving call waits for a request with its key still running: 20 × 100 ms. */
const IN_PROGRESS_WAITS = 20;
const IN_PROGRESS_WAIT_MS = 100;

const stillRunning = (answer: { status: number; text: string }) =>
  answer.status === 409 && answer.text.includes('"idempotency.in_progress"');

function messageOf(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return null;
}

export function createApiClient(options: ApiClientOptions) {
  const cache = options.cache ?? processCache;
  const t = translator(options.locale);

  async function request<T = unknown>(method: string, path: string, opts: RequestOptions<T> = {}): Promise<T> {
    const url = new URL(`${apiBase(options.baseUrl, options.segment, opts.version)}${path}`);
    for (const [key, value] of Object.entries(opts.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = { accept: 'application/json', 'accept-language': options.locale };
    if (options.authorization && !opts.public) headers.authorization = options.authorization;
    if (options.clientIp) headers['x-forwarded-for'] = options.clientIp;
    if (options.userAgent) headers['user-agent'] = options.userAgent.slice(0, 512);
    if (opts.idempotencyKey) headers[IDEMPOTENCY_HEADER] = opts.idempotencyKey;
    let body: string | FormData | undefined;
    if (opts.multipart) {
      body = opts.multipart;
    } else if (opts.body !== undefined) {
      if (opts.form) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        body = new URLSearchParams(opts.body as Record<string, string>).toString();
      } else {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(opts.body);
      }
    }
    const notify = (type: 'error' | 'success', message: string) =>
      options.onToast?.({ type, message, ...(opts.toastId ? { id: opts.toastId } : {}) });

    const key = `${options.locale} ${url.href}`;
    let response = opts.public ? cache.get(key) : undefined;
    if (!response) {
      try {
        const send = () =>
          exchange(url, {
            method,
            headers,
            ...(body !== undefined ? { body } : {}),
            timeoutMs: options.timeoutMs,
            ...(opts.signal ? { signal: opts.signal } : {}),
            ...(options.inProcess ? { inProcess: options.inProcess } : {}),
          });
        let answer = await send();
        // A money-moving request whose key is still running (a double click posts the form twice, and the browser
        // shows the second answer): wait for the first, briefly, and take its answer, which the API then replays.
        for (let waited = 0; opts.idempotencyKey && stillRunning(answer) && waited < IN_PROGRESS_WAITS; waited += 1) {
          await new Promise((resolve) => setTimeout(resolve, IN_PROGRESS_WAIT_MS));
          answer = await send();
        }
        if (opts.public) cache.offer(key, answer, answer.cacheControl);
        response = answer;
      } catch (cause) {
        const error = new ApiRequestError(503, 'common.unavailable', t('errors.common.unavailable'), {}, cause);
        options.onUnavailable?.();
        if (opts.toast === undefined || opts.toast === true) notify('error', error.message);
        throw error;
      }
    }

    const ok = response.status >= 200 && response.status < 300;
    if (ok && opts.raw) {
      const raw = response as { bytes?: Buffer; headers?: Record<string, string>; text: string };
      return { bytes: raw.bytes ?? Buffer.from(raw.text), headers: raw.headers ?? {} } as T;
    }
    const { text } = response;
    if (response.status >= 500) options.onUnavailable?.();
    let parsed: unknown = null;
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = null;
      }
    }

    if (!ok) {
      if (response.status === 401) options.onUnauthorized?.();
      const shape = apiErrorSchema.safeParse(parsed);
      const error = shape.success
        ? new ApiRequestError(response.status, shape.data.code, shape.data.message, shape.data.errors ?? {})
        : new ApiRequestError(
            response.status,
            response.status >= 500 ? 'common.internal' : 'common.bad_request',
            t(response.status >= 500 ? 'errors.common.internal' : 'errors.common.bad_request'),
          );
      const retryAfter = Number((response as { headers?: Record<string, string> }).headers?.['retry-after']);
      if (Number.isInteger(retryAfter) && retryAfter > 0) error.retryAfterSeconds = retryAfter;
      if (opts.toast === undefined || opts.toast === true) notify('error', error.message);
      throw error;
    }

    const message = messageOf(parsed);
    if (message && opts.toast !== false && (response.status === 200 || response.status === 204)) {
      notify('success', message);
    }
    if (!opts.schema) return parsed as T;
    const result = opts.schema.safeParse(parsed);
    if (!result.success) {
      throw new ApiRequestError(502, 'common.internal', t('errors.common.internal'));
    }
    return result.data;
  }

  /**
   * Calls an endpoint of the contract: its method, version and path (parameters filled in and encoded), the typed
   * query and body, and the answer validated and typed with its response schema. The one way the web calls the API.
   */
  function call<E extends EndpointDefinition>(
    endpoint: E,
    input: CallInput<E> = {},
    opts: CallOptions = {},
  ): Promise<ResponseOf<E>> {
    const path = pathOf(endpoint.path, input.params as Record<string, string | number> | undefined);
    return request<ResponseOf<E>>(endpoint.method, path, {
      ...opts,
      ...(endpoint.version ? { version: endpoint.version } : {}),
      ...(input.query !== undefined ? { query: input.query as Record<string, string | number | undefined> } : {}),
      ...(input.body !== undefined ? { body: input.body } : {}),
      ...(input.multipart ? { multipart: input.multipart } : {}),
      ...(input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : {}),
      ...(endpoint.access === 'public' && endpoint.method === 'GET' ? { public: true } : {}),
      schema: endpoint.response as z.ZodMiniType<ResponseOf<E>>,
    });
  }

  /**
   * Calls an endpoint that answers a file (an invoice, a photo): its bytes and headers, for a resource route to pass
   * on as they are. A refusal throws as `call`'s does.
   */
  function download<E extends EndpointDefinition>(endpoint: E, input: CallInput<E> = {}): Promise<ApiFile> {
    const path = pathOf(endpoint.path, input.params as Record<string, string | number> | undefined);
    return request<ApiFile>(endpoint.method, path, {
      toast: false,
      raw: true,
      ...(endpoint.version ? { version: endpoint.version } : {}),
      ...(input.query !== undefined ? { query: input.query as Record<string, string | number | undefined> } : {}),
    });
  }

  return { call, download };
}

export type ApiClient = ReturnType<typeof createApiClient>;
