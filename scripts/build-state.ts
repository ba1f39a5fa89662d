import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sourceHash } from '../apps/web/server/build-id.ts';

export const STAMP = 'apps/web/build/.source-hash';

/** The sources' hash, and the id a deploy sets (BUILD_ID), which the build compiles in: a change of either rebuilds. */
function stampOf(root: string): string {
  const deployId = process.env.BUILD_ID?.trim();
  return deployId ? `${sourceHash(root)}:${deployId}` : sourceHash(root);
}

export function buildIsFresh(root: string): boolean {
  const stamp = join(root, STAMP);
  if (!existsSync(join(root, 'apps/web/build/server/index.js')) || !existsSync(stamp)) return false;
  return readFileSync(stamp, 'utf8').trim() === stampOf(root);
}

/**
 * Builds the web app unless the build is fresh (its stamp matches the sources), then stamps it: what `npm start`,
 * `npm test`, `npm run build` and the benchmarks do. Exits the process when the build fails.
 */
export function ensureBuild(root: string, options: { force?: boolean; say?: string } = {}): void {
  if (!options.force && buildIsFresh(root)) return;
  if (options.say) console.info(options.say);
  const result = spawnSync('npm', ['run', 'build:web', '--silent'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(join(root, STAMP), stampOf(root));
}
