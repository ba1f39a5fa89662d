import { describe, expect, it } from 'vitest';
import { claimFullReload, isChunkLoadError, RELOAD_GUARD_MS, type ReloadStore } from './reload-policy.ts';

function memoryStore(): ReloadStore {
  const map = new Map<string, string>();
  return { get: (k) => map.get(k) ?? null, set: (k, v) => void map.set(k, v) };
}

describe('forced full reloads', () => {
  it('happen at most once per 10 seconds for the same path', () => {
    const store = memoryStore();
    expect(RELOAD_GUARD_MS).toBe(10_000);
    expect(claimFullReload(store, '/en/cabinet', 1_000)).toBe(true);
    expect(claimFullReload(store, '/en/cabinet', 5_000)).toBe(false);
    expect(claimFullReload(store, '/en/cabinet', 10_999)).toBe(false);
    expect(claimFullReload(store, '/en/cabinet', 11_000)).toBe(true);
  });

  it('are counted per path', () => {
    const store = memoryStore();
    expect(claimFullReload(store, '/en', 0)).toBe(true);
    expect(claimFullReload(store, '/en/login', 1)).toBe(true);
  });
});

describe('chunk load errors', () => {
  it('are recognised in the wording of each browser', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
