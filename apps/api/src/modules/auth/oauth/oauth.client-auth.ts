import { clientCredentialsSchema, type ClientAuthMethod } from '@yolla/contract';
import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../auth.context.ts';
import { oauthErrors, usesBasicAuthentication } from './oauth.errors.ts';

export interface AuthenticatedClient {
  clientId: string;
  method: ClientAuthMethod;
}

/** The client fields every OAuth request body may carry (`client_secret_post`). */
export interface BodyClientFields {
  client_id?: string | undefined;
  client_secret?: string | undefined;
}

const BASIC = /^basic +([A-Za-z0-9+/]+={0,2}) *$/i;

/** RFC 6749 Appendix B: the id and the secret are form-encoded before Basic joins them with a colon. */
function formDecode(value: string): string {
  return decodeURIComponent(value.replaceAll('+', ' '));
}

/** The id and secret of an `Authorization: Basic` header, or null when it is malformed. */
export function parseBasicCredentials(header: string): { client_id: string; client_secret: string } | null {
  const encoded = BASIC.exec(header)?.[1];
  if (!encoded || encoded.length > 1024) return null;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  try {
    const parsed = clientCredentialsSchema.safeParse({
      client_id: formDecode(decoded.slice(0, colon)),
      client_secret: formDecode(decoded.slice(colon + 1)),
    });
    return parsed.success ? parsed.data : null;
  } catch {
    return null; // a broken percent-escape
  }
}

/**
 * Which client is asking (RFC 6749 §2.3.1): HTTP Basic (`client_secret_basic`) or id and secret in
 * the body (`client_secret_post`), never both at once (`invalid_request`). Without credentials, or
 * with wrong ones, the client is `invalid_client`.
 */
export async function authenticateClient(
  { authService }: Pick<AuthContext, 'authService'>,
  request: FastifyRequest,
  body: BodyClientFields,
): Promise<AuthenticatedClient> {
  if (usesBasicAuthentication(request)) {
    const basic = parseBasicCredentials(request.headers.authorization ?? '');
    if (body.client_secret !== undefined) throw oauthErrors.multipleClientAuthentication();
    if (!basic) throw oauthErrors.invalidClient();
    // A body client_id beside Basic is tolerated only when it names the same client.
    if (body.client_id !== undefined && body.client_id !== basic.client_id) {
      throw oauthErrors.multipleClientAuthentication();
    }
    await authService.authenticateClient(basic.client_id, basic.client_secret);
    return { clientId: basic.client_id, method: 'client_secret_basic' };
  }
  if (body.client_id === undefined || body.client_secret === undefined) throw oauthErrors.invalidClient();
  await authService.authenticateClient(body.client_id, body.client_secret);
  return { clientId: body.client_id, method: 'client_secret_post' };
}
