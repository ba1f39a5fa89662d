import { data } from 'react-router';
import type { z } from 'zod/mini';
import { pageUrl } from './page-url.ts';

/** The 404 every unknown path and every bad route parameter ends in. */
export function notFound(request: Request) {
  const path = pageUrl(request.url).pathname;
  return data({ message: `Page not found: ${path}`, path }, { status: 404, statusText: 'Not Found' });
}

/**
 * Route middleware validating route parameters with contract schemas; a parameter that
 * fails (or is missing) is a 404, never a crash or a call to the API with bad input.
 */
export function validateParams(schemas: Record<string, z.ZodMiniType>) {
  return ({ params, request }: { params: Record<string, string | undefined>; request: Request }) => {
    for (const [name, schema] of Object.entries(schemas)) {
      if (!schema.safeParse(params[name]).success) throw notFound(request);
    }
  };
}
