/**
 * A page's query, declared once: each name with how it is read from the address and written back, and its default.
 * The loader parses the request with it, links and GET forms build their addresses with it, so a page's filters,
 * sort, page number, tabs and steps (`?edit={id}`) have one spelling. Plain code, no zod: it runs in the browser
 * too, and a schema library would weigh on every page's first load (decision 0018). A missing value, or one that
 * cannot be read (`?page=two`, an unknown sort), is the field's default: never an error. docs/adding-a-screen.md.
 */

/** One name of a query: its value from every entry of that name (in order), the entries for a value, its default. */
export interface SearchField<T> {
  /** The value of the entries (none when the name is absent); undefined when they cannot be read. */
  readonly read: (entries: readonly string[]) => T | undefined;
  /** The entries that stand for a value; none for the default, so addresses stay short. (A method: bivariant.) */
  write(value: T): string[];
  readonly fallback: T;
}

type Fields = Record<string, SearchField<unknown>>;
type ValueOf<F> = F extends SearchField<infer T> ? T : never;

/** The typed values of a query, one per declared name. */
export type SearchValues<S extends SearchSchema<Fields>> = S extends SearchSchema<infer F> ? ValuesOf<F> : never;
type ValuesOf<F extends Fields> = { -readonly [K in keyof F]: ValueOf<F[K]> };

/** Where a query comes from: the loader's request or URL, a location's `search`, or a GET form's fields. */
export type SearchSource = Request | URL | URLSearchParams | FormData | string;

/** Page numbers `1`…`9999`; the first page is written as no entry. */
function page(): SearchField<number> {
  return {
    read: (entries) => (entries.length === 0 ? 1 : /^[1-9]\d{0,3}$/.test(entries[0]!) ? Number(entries[0]) : undefined),
    write: (value) => (value === 1 ? [] : [String(value)]),
    fallback: 1,
  };
}

/**
 * One of a list (a sort, a tab, a type), or the fallback: `null` for a choice that may be left unmade. `ignoreCase`
 * reads `?to=ge` as `GE` (a value people type), and writes the list's own spelling.
 */
function oneOf<const V extends string, const F extends V | null>(
  values: readonly V[],
  fallback: F,
  options: { ignoreCase?: boolean } = {},
): SearchField<V | F> {
  const fold = (value: string) => (options.ignoreCase ? value.toLowerCase() : value);
  return {
    read: (entries) => {
      if (entries.length === 0) return fallback;
      return values.find((value) => fold(value) === fold(entries[0]!));
    },
    write: (value) => (value === fallback || value === null ? [] : [value]),
    fallback,
  };
}

/** Any number of a list (`?status=a&status=b`), each once, in the list's order; unknown entries are left out. */
function many<const V extends string>(values: readonly V[]): SearchField<V[]> {
  return {
    read: (entries) => values.filter((value) => entries.includes(value)),
    write: (chosen) => values.filter((value) => chosen.includes(value)),
    fallback: [],
  };
}

/** Free text (a search), trimmed and cut to `max` characters; empty is no entry. */
function text(max: number): SearchField<string> {
  return {
    read: (entries) => (entries[0] ?? '').trim().slice(0, max),
    write: (value) => (value === '' ? [] : [value]),
    fallback: '',
  };
}

/**
 * The id of one of the page's items (`?edit={id}`): letters, digits and dashes, at most 64. Whether it is one of
 * the customer's items is the loader's question (another's is a 404), not the address's.
 */
function id(): SearchField<string | null> {
  return {
    read: (entries) =>
      entries.length === 0 ? null : /^[A-Za-z0-9-]{1,64}$/.test(entries[0]!) ? entries[0] : undefined,
    write: (value) => (value === null ? [] : [value]),
    fallback: null,
  };
}

/** A name without a value (`?add`): present or not. */
function flag(): SearchField<boolean> {
  return { read: (entries) => entries.length > 0, write: (value) => (value ? [''] : []), fallback: false };
}

/** The kinds of field a query is made of. */
export const param = { page, oneOf, many, text, id, flag };

function entriesOf(source: SearchSource): [string, string][] {
  if (source instanceof Request) return [...new URL(source.url).searchParams];
  if (source instanceof URL) return [...source.searchParams];
  if (source instanceof URLSearchParams) return [...source];
  if (typeof source === 'string') return [...new URLSearchParams(source)];
  return [...source].filter((entry): entry is [string, string] => typeof entry[1] === 'string');
}

const encode = (name: string, value: string) =>
  value === '' ? encodeURIComponent(name) : `${encodeURIComponent(name)}=${encodeURIComponent(value)}`;

export interface SearchSchema<F extends Fields> {
  readonly fields: F;
  /** The values of the query: each declared name's, or its default when missing or unreadable; others ignored. */
  parse(source: SearchSource): ValuesOf<F>;
  /** The values, and the names that were given but could not be read (for a page that answers those with 404). */
  read(source: SearchSource): { values: ValuesOf<F>; unreadable: (keyof F & string)[] };
  /** `?name=value&…` for these values in the declared order, defaults and unnamed ones left out; '' for none. */
  search(values: Partial<ValuesOf<F>>): string;
  /** A link: a path (from `href`) with the query of these values, and a fragment when given. */
  href(path: string, values: Partial<ValuesOf<F>>, hash?: string): string;
}

/** A page's query schema: `const newsSearch = searchSchema({ page: param.page() })`. */
export function searchSchema<const F extends Fields>(fields: F): SearchSchema<F> {
  const names = Object.keys(fields) as (keyof F & string)[];
  const read = (source: SearchSource) => {
    const entries = entriesOf(source);
    const values = {} as ValuesOf<F>;
    const unreadable: (keyof F & string)[] = [];
    for (const name of names) {
      const field = fields[name] as SearchField<unknown>;
      const value = field.read(entries.filter(([key]) => key === name).map(([, entry]) => entry));
      if (value === undefined) unreadable.push(name);
      values[name] = (value === undefined ? field.fallback : value) as ValuesOf<F>[typeof name];
    }
    return { values, unreadable };
  };
  const search = (values: Partial<ValuesOf<F>>) => {
    const parts = names.flatMap((name) => {
      const value = values[name];
      if (value === undefined) return [];
      return (fields[name] as SearchField<unknown>).write(value).map((entry) => encode(name, entry));
    });
    return parts.length === 0 ? '' : `?${parts.join('&')}`;
  };
  return {
    fields,
    parse: (source) => read(source).values,
    read,
    search,
    href: (path, values, hash) => `${path}${search(values)}${hash ? `#${hash}` : ''}`,
  };
}
