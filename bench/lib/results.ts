import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const RESULTS_DIR = join(ROOT, 'bench/results');

/** Writes `bench/results/<prefix>-<timestamp>.json` (git-ignored) and returns its path relative to the repo root. */
export function writeResult(prefix: string, data: unknown): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = join(RESULTS_DIR, `${prefix}-${stamp}.json`);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return relative(ROOT, file);
}
