import { parseCookie, stringifySetCookie } from 'cookie';

export interface CookieSettings {
  prefix: string;
  /** Shared parent domain (e.g. `.yolla.az`); never set on localhost. */
  domain: string | undefined;
}

export function cookieNames(prefix: string) {
  return {
    access: `${prefix}auth_token`,
    refresh: `${prefix}refresh_token`,
    locale: `${prefix}locale`,
    country: `${prefix}country`,
    toast: `${prefix}toast`,
    recovery: `${prefix}recovery`,
    otp: `${prefix}otp`,
    identify: `${prefix}identify`,
    draft: `${prefix}draft`,
  };
}

export type CookieNames = ReturnType<typeof cookieNames>;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export function isPlainLocalhost(url: URL): boolean {
  return url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname);
}

export function readCookies(request: Request): Record<string, string | undefined> {
  const header = request.headers.get('cookie');
  return header ? parseCookie(header) : {};
}

export interface CookieOptions {
  maxAge: number;
  httpOnly?: boolean;
}

/**
 * Collects the Set-Cookie headers of one response. Every cookie is Path=/, SameSite=Lax,
 * Secure (except on plain-http localhost) and on the shared parent domain when one is set.
 */
export class OutgoingCookies {
  private readonly headers = new Map<string, string>();
  private readonly secure: boolean;
  private readonly domain: string | undefined;

  constructor(requestUrl: URL, settings: CookieSettings) {
    const local = isPlainLocalhost(requestUrl);
    this.secure = !local;
    this.domain = local || LOCAL_HOSTS.has(requestUrl.hostname) ? undefined : settings.domain;
  }

  set(name: string, value: string, options: CookieOptions): void {
    this.headers.set(
      name,
      stringifySetCookie({
        name,
        value,
        maxAge: options.maxAge,
        path: '/',
        sameSite: 'lax',
        secure: this.secure,
        httpOnly: options.httpOnly ?? true,
        ...(this.domain ? { domain: this.domain } : {}),
      }),
    );
  }

  delete(name: string, options: { httpOnly?: boolean } = {}): void {
    this.set(name, '', { maxAge: 0, ...options });
  }

  has(name: string): boolean {
    return this.headers.has(name);
  }

  applyTo(headers: Headers): void {
    for (const value of this.headers.values()) headers.append('Set-Cookie', value);
  }
}
