import { DEMO_CUSTOMER, type Config } from '@yolla/api';
import { tokenResponseSchema } from '@yolla/contract';

/** Signs the demo customer in through the real token endpoint; returns the Authorization header value. */
export async function signInDemo(apiUrl: string, config: Config): Promise<string> {
  const response = await fetch(`${apiUrl}/api/v1/${config.segment}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'password',
      username: DEMO_CUSTOMER.email,
      password: DEMO_CUSTOMER.password,
      client_id: config.webClient.id,
      client_secret: config.webClient.secret,
    }),
  });
  if (!response.ok) throw new Error(`demo sign-in answered ${response.status}`);
  const tokens = tokenResponseSchema.parse(await response.json());
  return `${tokens.token_type} ${tokens.access_token}`;
}
