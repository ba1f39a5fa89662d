import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildId, sourceHash } from './build-id.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

describe('the build id', () => {
  it('is the sources’ hash unless the deploy sets BUILD_ID, which must be a short token', () => {
    expect(buildId(ROOT, {})).toBe(sourceHash(ROOT));
    expect(sourceHash(ROOT)).toMatch(/^[0-9a-f]{16}$/);
    expect(buildId(ROOT, { BUILD_ID: 'release-2026.11.27' })).toBe('release-2026.11.27');
    expect(() => buildId(ROOT, { BUILD_ID: 'a b' })).toThrow(/BUILD_ID: must be/);
    expect(() => buildId(ROOT, { BUILD_ID: 'x'.repeat(65) })).toThrow(/BUILD_ID/);
  });
});
