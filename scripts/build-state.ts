import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Folders whose contents decide the web build; a change in any file means the build is stale. */
const SOURCES = ['apps/web/app', 'apps/web/server', 'packages/contract/src', 'packages/i18n/src'];
const FILES = ['apps/web/vite.config.ts', 'apps/web/react-router.config.ts', 'package-lock.json'];

function walk(dir: string, out: string[]): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) walk(path, out);
    } else if (!/\.test\.tsx?$/.test(entry.name)) {
      out.push(path);
    }
  }
}

/** A hash over the web app's sources: written next to the build, compared on start. */
export function sourceHash(root: string): string {
  const files: string[] = [];
  for (const dir of SOURCES) if (existsSync(join(root, dir))) walk(join(root, dir), files);
  for (const file of FILES) if (existsSync(join(root, file))) files.push(join(root, file));
  const hash = createHash('sha256');
  for (const file of files.sort()) {
    hash.update(relative(root, file));
    hash.update(String(statSync(file).size));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

export const STAMP = 'apps/web/build/.source-hash';

export function buildIsFresh(root: string): boolean {
  const stamp = join(root, STAMP);
  if (!existsSync(join(root, 'apps/web/build/server/index.js')) || !existsSync(stamp)) return false;
  return readFileSync(stamp, 'utf8').trim() === sourceHash(root);
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
  writeFileSync(join(root, STAMP), sourceHash(root));
}
