import type { Country } from '@yolla/contract/countries';
import type { Locale, UrlLang } from '@yolla/i18n';
import { createContext } from 'react-router';
import type { ApiClient } from './api.server.ts';
import type { InProcessApi } from './api-transport.server.ts';
import type { CookieNames, OutgoingCookies } from './cookies.server.ts';
import type { WebConfig } from './env.server.ts';
import type { Logger } from './logger.server.ts';
import type { PageMatcher } from './redirects.server.ts';
import type { Session } from './session.server.ts';
import type { FlashToast } from './toasts.ts';
import type { WalletNews } from './wallet-news.server.ts';

/** Handed over by the HTTP server for each request (see server/app.ts). */
export interface ServerContext {
  config: WebConfig;
  logger: Logger;
  /** Nonce for this response's Content-Security-Policy. */
  nonce: string;
  clientIp: string;
  /** Whether a path is a page of the route table (redirect targets must be). */
  pages: PageMatcher;
  /** The one-origin server's API, in this process: the API client's calls go to it without a socket. */
  inProcessApi?: InProcessApi;
  /**
   * With `inProcessApi`: the header of this process's in-process mark, which a page's own stream to the API (over
   * loopback to this very process) carries, so the front door neither queues nor refuses it apart from its page.
   */
  inProcessMark?: Record<string, string>;
  /** Word between the server's processes that a wallet changed (with REDIS_URL). */
  walletNews?: WalletNews;
}

/** Everything one request needs, built by the root middleware. */
export interface RequestState {
  lang: UrlLang;
  locale: Locale;
  country: Country;
  cookies: Record<string, string | undefined>;
  names: CookieNames;
  out: OutgoingCookies;
  toasts: FlashToast[];
  session: Session;
  api: ApiClient;
  /** The server's `walletNews`, for `forgetWallet` (lib/wallet.server.ts). */
  walletNews?: WalletNews;
}

export const serverContext = createContext<ServerContext>();
export const requestContext = createContext<RequestState>();
