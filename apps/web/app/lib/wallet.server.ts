import { createHash } from 'node:crypto';
import { walletEndpoint, type Wallet } from '@yolla/contract';
import { ApiRequestError } from './api.server.ts';
import type { RequestState } from './context.ts';
import { formatMoney } from './format.ts';
import type { WalletNews } from './wallet-news.server.ts';

/**
 * The customer's wallet (balances and latest lines), asked once per request: the cabinet header's balance and the
 * page under it (the wallet, the dashboard) share one call. Here, not in features/wallet, because the shell and
 * every page that moves money (the wallet, the pay page) need it. The header alone, on every other cabinet page,
 * takes it from a short cache of this process, keyed by the session's access token, so a page without money on it
 * costs no extra call; the wallet's own pages ask the API again, and whatever moves money calls `forgetWallet`, which
 * every other process of the server hears of too (`wallet-news.server.ts`, when REDIS_URL is set).
 */
const HEADER_CACHE_MS = 20_000;
const MAX_CACHED = 5000;

const cached = new Map<string, { at: number; wallet: Wallet }>();
/** This request's answer, and whether it was asked of the API (else it came from the cache). */
const perRequest = new WeakMap<RequestState, { wallet: Promise<Wallet | null>; fresh: boolean }>();

/** The cache's key for a session: a digest of its access token, which is never itself sent between processes. */
export function walletCacheKey(authorization: string): string {
  return createHash('sha256').update(authorization).digest('base64url');
}

const hearing = new WeakSet<WalletNews>();

/** Drops what this process cached for a wallet that changed in another process (once per news channel). */
function hear(news: WalletNews | undefined) {
  if (!news || hearing.has(news)) return;
  hearing.add(news);
  news.listen((key) => cached.delete(key));
}

function remember(key: string, wallet: Wallet) {
  cached.delete(key);
  if (cached.size >= MAX_CACHED) cached.delete(cached.keys().next().value!);
  cached.set(key, { at: Date.now(), wallet });
}

async function ask(state: RequestState): Promise<Wallet | null> {
  try {
    const { data } = await state.api.call(walletEndpoint, {}, { toast: false });
    if (state.session.authorization) remember(walletCacheKey(state.session.authorization), data);
    return data;
  } catch (error) {
    if (error instanceof ApiRequestError) return null;
    throw error;
  }
}

/**
 * The wallet for this request: asked of the API (`fresh`), or, for the header, from the cache while it is recent.
 * null when the API could not answer.
 */
export function walletOf(state: RequestState, options: { fresh?: boolean } = {}): Promise<Wallet | null> {
  const shared = perRequest.get(state);
  if (shared && (shared.fresh || !options.fresh)) return shared.wallet;
  hear(state.walletNews);
  const token = state.session.authorization;
  const kept = token ? cached.get(walletCacheKey(token)) : undefined;
  const fromCache = !options.fresh && kept !== undefined && Date.now() - kept.at < HEADER_CACHE_MS;
  const wallet = fromCache && kept ? Promise.resolve(kept.wallet) : ask(state);
  perRequest.set(state, { wallet, fresh: !fromCache });
  return wallet;
}

/** After the wallet changed (a conversion, a top-up, a payment): the next page, in any process, asks the API again. */
export function forgetWallet(state: RequestState): void {
  perRequest.delete(state);
  if (!state.session.authorization) return;
  const key = walletCacheKey(state.session.authorization);
  cached.delete(key);
  state.walletNews?.tell(key);
}

/**
 * The pages that show the wallet themselves (the dashboard, the wallet; also as React Router's data requests,
 * `/en/cabinet.data`): their header shares their fresh call.
 */
const OWN_PAGES = /^\/[a-z]{2}\/cabinet(?:\/wallet)?(?:\/|\.data)?$/;

/**
 * The header's balance: the USD one (what pays for delivery), formatted for the page. On the wallet and the
 * dashboard it is the page's own fresh answer; elsewhere the cached one. null: nothing to show.
 */
export async function headerBalance(state: RequestState, request: Request): Promise<string | null> {
  const wallet = await walletOf(state, { fresh: OWN_PAGES.test(new URL(request.url).pathname) });
  const usd = wallet?.balances.find((balance) => balance.currency === 'USD');
  return usd ? formatMoney(usd, state.locale) : null;
}
