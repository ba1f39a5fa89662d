import {
  CLIENT_AUTH_METHODS,
  GRANT_TYPES,
  oauthMetadataEndpoint,
  type AuthorizationServerMetadata,
} from '@yolla/contract';
import { LOCALES } from '@yolla/i18n';
import type { RouteTable } from '../../../http/routes.ts';

/** What the authorization server says about itself; endpoint URLs hang off the configured issuer, never the Host header. */
export function authorizationServerMetadata(issuer: string, segment: string): AuthorizationServerMetadata {
  const base = `${issuer}/api/v1/${segment}`;
  return {
    issuer,
    token_endpoint: `${base}/oauth/token`,
    revocation_endpoint: `${base}/oauth/revoke`,
    grant_types_supported: [...GRANT_TYPES],
    // No authorization endpoint (yet): no response types.
    response_types_supported: [],
    token_endpoint_auth_methods_supported: [...CLIENT_AUTH_METHODS],
    revocation_endpoint_auth_methods_supported: [...CLIENT_AUTH_METHODS],
    service_documentation: `${issuer}/api/docs`,
    ui_locales_supported: [...LOCALES],
  };
}

/** The metadata document at the origin's root: public, the same for everyone, cacheable for an hour. */
export function oauthMetadataRoute(table: RouteTable, issuer: string, segment: string): void {
  const document = authorizationServerMetadata(issuer, segment);
  table.add(oauthMetadataEndpoint, ({ reply }) => {
    reply.header('cache-control', 'public, max-age=3600');
    return document;
  });
}
