import { DEMO_CUSTOMER } from '@yolla/api';

/** `name=value` pairs of Set-Cookie headers, as a Cookie request header; deleted cookies are left out. */
function cookieHeader(setCookies: string[]): string {
  return setCookies
    .map((cookie) => cookie.split(';')[0]!.trim())
    .filter((pair) => pair.includes('=') && !pair.endsWith('='))
    .join('; ');
}

/**
 * Signs the demo customer in the way a browser does: the sign-in form's POST to /{lang}/login.
 * Returns the Cookie header carrying the session (access and refresh token cookies).
 */
export async function signInThroughForm(baseUrl: string, lang = 'en'): Promise<string> {
  const response = await fetch(`${baseUrl}/${lang}/login`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }),
  });
  await response.arrayBuffer();
  const cookies = response.headers.getSetCookie();
  const names = cookies.map((cookie) => cookie.split('=')[0]);
  if (response.status !== 302 || !names.includes('yolla_auth_token') || !names.includes('yolla_refresh_token')) {
    throw new Error(`sign-in did not start a session (status ${response.status}, cookies: ${names.join(', ')})`);
  }
  return cookieHeader(cookies);
}

/** The HTML of a page; any other status than expected (a redirect to sign-in, say) is an error. */
export async function pageHtml(url: string, cookie?: string, expected: number[] = [200]): Promise<string> {
  const response = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  const html = await response.text();
  if (!expected.includes(response.status)) throw new Error(`${url} answered ${response.status}, expected 200`);
  return html;
}
