import {
  resolveMessage,
  type Locale,
  type MessageKey,
  type MessageTree,
  type Messages,
  type Namespace,
  type TranslateParams,
} from '@yolla/i18n';
import { loadNamespace } from '@yolla/i18n/load';
import { createContext, use, useContext, type ReactNode } from 'react';

/**
 * The messages a page renders with. On the server every namespace is at hand and the store records which
 * ones the render used, so the page carries exactly those (`<I18nData />`); in the browser a namespace the
 * page did not carry is loaded on first use (the component suspends until it arrives).
 */
export interface I18nStore {
  locale: Locale;
  catalog: Partial<Messages>;
  /** Server only: the namespaces this render used. */
  used?: Set<Namespace>;
  /** Browser only: fetches a namespace into the catalog. */
  load?: (ns: Namespace) => Promise<void>;
}

export type T<NS extends Namespace> = (key: MessageKey<NS>, params?: TranslateParams) => string;

const I18nContext = createContext<I18nStore | null>(null);

export function I18nProvider({ store, children }: { store: I18nStore; children: ReactNode }) {
  return <I18nContext value={store}>{children}</I18nContext>;
}

const bound = new WeakMap<MessageTree, Map<Locale, T<Namespace>>>();

/** One translate function per namespace tree and locale, made once and reused by every component. */
function translatorFor<NS extends Namespace>(tree: MessageTree, locale: Locale): T<NS> {
  let byLocale = bound.get(tree);
  if (!byLocale) {
    byLocale = new Map();
    bound.set(tree, byLocale);
  }
  let t = byLocale.get(locale);
  if (!t) {
    t = (key, params) => resolveMessage(tree, locale, key, params) ?? key;
    byLocale.set(locale, t);
  }
  return t as T<NS>;
}

function useStore(): I18nStore {
  const store = useContext(I18nContext);
  if (!store) throw new Error('useTranslation needs an <I18nProvider>');
  return store;
}

/** `t` for one namespace, with its keys checked by the type checker (`t('hero.title')`). */
export function useTranslation<NS extends Namespace = 'common'>(ns?: NS): { t: T<NS>; locale: Locale } {
  const store = useStore();
  const namespace = (ns ?? 'common') as NS;
  store.used?.add(namespace);
  let tree = store.catalog[namespace];
  if (!tree && store.load) {
    use(store.load(namespace));
    tree = store.catalog[namespace];
  }
  return { t: translatorFor<NS>(tree ?? {}, store.locale), locale: store.locale };
}

export const I18N_DATA_ID = 'yolla-i18n';

/** What the page carries for the browser: its locale and the namespaces it rendered with. */
export interface I18nPayload {
  locale: Locale;
  messages: Partial<Messages>;
}

/**
 * The JSON of each catalog's namespace lists, made once: a catalog's trees never change once there (the server's
 * are the built messages), and serialising the shell's and a page's messages cost 30–60 µs a page (decision 0021).
 */
const serialized = new WeakMap<Partial<Messages>, Map<string, string>>();

function serialize(store: I18nStore): string {
  const namespaces = [...(store.used ?? [])].filter((ns) => store.catalog[ns]);
  const key = `${store.locale}|${namespaces.join(',')}`;
  let known = serialized.get(store.catalog);
  if (!known) serialized.set(store.catalog, (known = new Map()));
  const kept = known.get(key);
  if (kept !== undefined) return kept;
  const messages: Partial<Messages> = {};
  for (const ns of namespaces) {
    const tree = store.catalog[ns];
    if (tree) messages[ns] = tree;
  }
  const payload: I18nPayload = { locale: store.locale, messages };
  // `<` escaped, so no message can close the script element.
  const json = JSON.stringify(payload).replace(/</g, '\\u003c');
  known.set(key, json);
  return json;
}

/**
 * The page's messages as JSON, rendered after the page content (so every namespace it used is known) and read
 * by the browser before hydrating. In the browser it keeps the text the server sent.
 */
export function I18nData({ nonce }: { nonce: string }) {
  const store = useStore();
  const json =
    typeof document === 'undefined'
      ? serialize(store)
      : (document.getElementById(I18N_DATA_ID)?.textContent ?? serialize(store));
  return (
    <script
      id={I18N_DATA_ID}
      type="application/json"
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}

const browserStores = new Map<Locale, I18nStore>();

/** The browser's store for a locale: starts with what the page carried and loads further namespaces on use. */
export function browserStore(locale: Locale, initial: Partial<Messages> = {}): I18nStore {
  let store = browserStores.get(locale);
  if (store) return store;
  const catalog: Partial<Messages> = { ...initial };
  const pending = new Map<Namespace, Promise<void>>();
  store = {
    locale,
    catalog,
    load(ns) {
      let promise = pending.get(ns);
      if (!promise) {
        promise = loadNamespace(locale, ns).then(
          (tree) => void (catalog[ns] = tree),
          (error: unknown) => {
            pending.delete(ns);
            throw error;
          },
        );
        pending.set(ns, promise);
      }
      return promise;
    },
  };
  browserStores.set(locale, store);
  return store;
}

/**
 * The locale the page is rendered in: the request's on the server (set before any loader runs), the payload's in
 * the browser. For the shell when the root's loader has no data (an error raised before it ran).
 */
export function useRenderLocale(): Locale {
  return useStore().locale;
}

/** Gives the page the store of its locale: the server's per-request one, or in the browser the locale's own. */
export function PageLocale({ locale, children }: { locale: Locale; children: ReactNode }) {
  const current = useStore();
  const store = current.locale === locale || typeof document === 'undefined' ? current : browserStore(locale);
  return <I18nProvider store={store}>{children}</I18nProvider>;
}
