import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { sourceHash } from '../apps/web/server/build-id.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const folders: string[] = [];

/** A clean production build of this tree into a new folder, as a host building on its first start makes it. */
function cleanBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'yolla-build-'));
  folders.push(dir);
  const env: Record<string, string | undefined> = { ...process.env, YOLLA_WEB_BUILD_DIR: dir };
  delete env.BUILD_ID;
  delete env.SOURCE_DATE_EPOCH;
  const result = spawnSync('npm', ['run', 'build:web', '--silent'], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`the build failed:\n${result.stdout}\n${result.stderr}`);
  return dir;
}

/** Every file the browser may fetch, by its path, with a hash of its contents. */
function clientFiles(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else files[relative(dir, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  };
  walk(join(dir, 'client'));
  return files;
}

afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe('the web build on several hosts', () => {
  it('is the same, name for name and byte for byte, in two clean builds of one tree, with the sources’ id', () => {
    const first = clientFiles(cleanBuild());
    const second = clientFiles(cleanBuild());
    const manifests = Object.keys(first).filter((path) => /^client\/assets\/manifest-[\w-]+\.js$/.test(path));
    expect(manifests).toHaveLength(1);
    expect(Object.keys(first).filter((path) => path.startsWith('client/assets/')).length).toBeGreaterThan(100);
    expect(second).toEqual(first);
    const latest = JSON.parse(readFileSync(join(folders[0]!, 'client/builds/latest.json'), 'utf8')) as unknown;
    expect(latest).toEqual({ id: sourceHash(ROOT) });
  }, 600_000);
});
