import { z } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import * as contract from './index.ts';
import { refusesNul, withoutNul } from './text-fields.ts';

/** Every endpoint descriptor the contract exports. */
const endpoints = Object.entries(contract as Record<string, unknown>).filter(
  (entry): entry is [string, contract.EndpointDefinition] =>
    typeof entry[1] === 'object' && entry[1] !== null && 'method' in entry[1] && 'access' in entry[1],
);

describe('NUL in request text', () => {
  it('is refused by every endpoint’s parameters, query and body', () => {
    expect(endpoints.length).toBeGreaterThan(40);
    for (const [name, endpoint] of endpoints) {
      for (const part of ['params', 'query', 'body'] as const) {
        const schema = endpoint[part];
        if (schema) expect(refusesNul(schema), `${name}.${part}`).toBe(true);
      }
    }
  });

  it('is refused wherever it sits, field by field, as an invalid value; other text passes', () => {
    const schema = withoutNul(
      z.object({ to: z.string(), items: z.array(z.object({ note: z.string() })), count: z.number() }),
    );
    const result = schema.safeParse({ to: '\u0000ün', items: [{ note: 'ok' }, { note: 'a\u0000' }], count: 1 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['to', 'validation.invalid'],
      ['items.1.note', 'validation.invalid'],
    ]);
    expect(schema.safeParse({ to: 'ün', items: [{ note: 'line\nbreak' }], count: 1 }).success).toBe(true);
  });
});
