/**
 * The people the sandbox identity provider can sign in as (development, tests, the demo). Aysel is the demo
 * customer (the same FIN), so she signs in to the demo account; the others are first-time identities.
 */
export const SANDBOX_IDENTITIES = [
  { sub: 'sandbox-5HK3T7Q', given_name: 'Aysel', family_name: 'Məmmədova', fin: '5HK3T7Q' },
  { sub: 'sandbox-7RZ4M2P', given_name: 'Rəşad', family_name: 'Əliyev', fin: '7RZ4M2P' },
  { sub: 'sandbox-3QW8N6L', given_name: 'Nərmin', family_name: 'Hüseynova', fin: '3QW8N6L' },
] as const;

export type SandboxIdentity = (typeof SANDBOX_IDENTITIES)[number];
