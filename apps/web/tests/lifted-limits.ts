import { RATE_LIMITS } from '@yolla/contract';

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase();

/**
 * The API's per-address and per-account limits, every one of the table (`RATE_LIMITS`), lifted for a server whose
 * every request comes from one address and one demo customer: the browser suite (`e2e/serve.ts`) and the render
 * benchmark (`bench/web/ssr-server.ts`, `bench/web/profile.ts`), which must measure pages, not their "too many
 * requests" state. A new limit is lifted by the same rule that names its variables (`apps/api/src/lib/rate-limits.ts`).
 */
export const LIFTED_LIMITS: Record<string, string> = Object.fromEntries(
  Object.entries(RATE_LIMITS).flatMap(([name, limit]) =>
    (['address', 'account'] as const)
      .filter((dimension) => dimension in limit)
      .map((dimension) => [`${snake(name)}_RATE_${dimension === 'address' ? 'IP' : 'ACCOUNT'}_MAX`, '1000000000']),
  ),
);
