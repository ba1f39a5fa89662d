import { z } from 'zod/mini';
import { ApiRequestError } from './api.server.ts';
import type { RequestState, ServerContext } from './context.ts';
import { apiFailure, malformedForm, readForm, type FormFailure } from './form.server.ts';
import { pageUrl } from './page-url.ts';

/**
 * A page with several forms posts them all to its one action, each with its `intent` (settings: profile, picture,
 * password…; addresses: create, update, make-default, delete). Each intent is stated once here: how its form is
 * read and checked (the contract's schema), and what it does with the checked data. The action reads the form
 * once, picks the intent, refuses an unknown one, checks the form, runs the intent, and turns an API refusal into
 * the form's answer. docs/adding-a-screen.md.
 */

/** What an intent gets of the server: the web's config, and which paths are pages (for redirect targets). */
export type IntentServer = Pick<ServerContext, 'config' | 'pages'>;

/**
 * What an intent's `run` gets: the checked data, the posted form itself (a file, say), the request's state, and the
 * address it was posted to (null for a form handed over without its request, as tests do).
 */
export interface IntentArgs<Data> {
  data: Data;
  form: FormData;
  state: RequestState;
  server: IntentServer;
  url: URL | null;
}

/**
 * Done (`undefined`: back to the page, the API's message as a toast), another page (`document`: a full page load,
 * for another site or a path outside the app), or a refusal of the form.
 */
export type IntentOutcome = void | { redirectTo: string; document?: boolean } | FormFailure;

type ZodShape = Record<string, z.ZodMiniType>;
/** The checked values of posted fields, by name. */
type PostedData<Shape extends ZodShape> = { [K in keyof Shape]: z.output<Shape[K]> };

export interface TypedFormIntent<Schema extends z.ZodMiniType, Kept extends string, Shape extends ZodShape> {
  /** A form the customer types: the contract's schema (the one its component checks in the browser). */
  schema: Schema | ((state: RequestState) => Schema);
  /** Fields shown again as typed after a refusal (never a password). */
  keep?: readonly Kept[];
  /** Fields the page adds itself (the id of the item the form changes), checked first as below. */
  posted?: Shape;
  run: (args: IntentArgs<z.output<Schema> & PostedData<Shape>>) => Promise<IntentOutcome>;
}

export interface PostedFieldsIntent<Shape extends ZodShape> {
  /**
   * Fields the page puts in the form itself (an item's id), by the contract's schemas: a form that fails them was
   * not sent by the page, so it is refused as malformed (400, the common message, nothing on any field).
   */
  posted: Shape;
  /** The values to check when a field is not plain text (a passkey's JSON), read from the form. */
  values?: (form: FormData) => Record<string, unknown>;
  run: (args: IntentArgs<PostedData<Shape>>) => Promise<IntentOutcome>;
}

export interface BareIntent {
  /** A form with no field but its intent (a button), or one whose content `run` takes from `form` (a file). */
  run: (args: IntentArgs<Record<string, never>>) => Promise<IntentOutcome>;
}

/** One intent, ready for the action: reads and checks its form, runs, and answers its outcome. */
export interface Intent {
  handle(form: FormData, state: RequestState, server: IntentServer, url: URL | null): Promise<IntentOutcome>;
}

async function settle(run: () => Promise<IntentOutcome>, kept: FormFailure['values']): Promise<IntentOutcome> {
  try {
    return await run();
  } catch (error) {
    // An API refusal (its status, message and field messages) is the form's answer; anything else is not.
    if (error instanceof ApiRequestError) return apiFailure(error, kept);
    throw error;
  }
}

/** States one intent of a page: `intent({ schema, keep, run })`, `intent({ posted, run })` or `intent({ run })`. */
export function intent<
  Schema extends z.ZodMiniType,
  Kept extends string = never,
  Shape extends ZodShape = Record<never, never>,
>(spec: TypedFormIntent<Schema, Kept, Shape>): Intent;
export function intent<Shape extends ZodShape>(spec: PostedFieldsIntent<Shape>): Intent;
export function intent(spec: BareIntent): Intent;
export function intent(
  spec: TypedFormIntent<z.ZodMiniType, string, ZodShape> | PostedFieldsIntent<ZodShape> | BareIntent,
): Intent {
  const posted = 'posted' in spec && spec.posted ? z.object(spec.posted) : null;
  const values = 'values' in spec && spec.values ? spec.values : (form: FormData) => Object.fromEntries(form);
  if ('schema' in spec) {
    return {
      handle: async (form, state, server, url) => {
        const ids = posted?.safeParse(values(form));
        if (ids && !ids.success) return malformedForm(state.locale);
        const schema = typeof spec.schema === 'function' ? spec.schema(state) : spec.schema;
        const parsed = await readForm(form, schema, { locale: state.locale, keep: spec.keep ?? [] });
        if (!parsed.ok) return parsed;
        const data = { ...(parsed.data as object), ...ids?.data };
        return settle(() => spec.run({ data, form, state, server, url }), parsed.kept);
      },
    };
  }
  if ('posted' in spec && posted) {
    return {
      handle: async (form, state, server, url) => {
        const parsed = posted.safeParse(values(form));
        if (!parsed.success) return malformedForm(state.locale);
        return settle(() => spec.run({ data: parsed.data, form, state, server, url }), {});
      },
    };
  }
  const bare = spec as BareIntent;
  return {
    handle: async (form, state, server, url) => settle(() => bare.run({ data: {}, form, state, server, url }), {}),
  };
}

/** A refused form of a multi-intent page, marked with its intent (null: none the page knows) for the page to place. */
export type IntentFailure<Name extends string> = FormFailure & { intent: Name | null };
export type IntentResult<Name extends string> =
  { ok: true; redirectTo: string; document?: boolean } | IntentFailure<Name>;

/**
 * A page's action from its intents: `intentAction({ profile: intent(…), … }, { back })`. The form is read once; an
 * unknown or missing intent is malformed; an intent that is done comes back to `back(state)` (its own page).
 */
export function intentAction<const Intents extends Record<string, Intent>>(
  intents: Intents,
  options: {
    back: (state: RequestState) => string;
    /** The intent of a post that names none: the page's main form (sign-in's password, a code page's code). */
    fallback?: keyof Intents & string;
  },
) {
  type Name = keyof Intents & string;
  const isName = (value: unknown): value is Name => typeof value === 'string' && Object.hasOwn(intents, value);
  return async (source: Request | FormData, state: RequestState, server: IntentServer): Promise<IntentResult<Name>> => {
    const form = source instanceof FormData ? source : await source.formData();
    const url = source instanceof FormData ? null : pageUrl(source.url);
    const name = form.get('intent') ?? options.fallback ?? null;
    if (!isName(name)) return { ...malformedForm(state.locale), intent: null };
    const outcome = await intents[name]!.handle(form, state, server, url);
    if (!outcome) return { ok: true, redirectTo: options.back(state) };
    return 'redirectTo' in outcome ? { ok: true, ...outcome } : { ...outcome, intent: name };
  };
}
