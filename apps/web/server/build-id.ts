import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
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

/**
 * A hash over the web app's sources (paths relative to the repository, sizes, contents): the same in every clone of
 * one commit, whatever its folder or checkout time. `npm start` compares it with the build's stamp.
 */
export function sourceHash(root: string): string {
  const files: string[] = [];
  for (const dir of SOURCES) if (existsSync(join(root, dir))) walk(join(root, dir), files);
  for (const file of FILES) if (existsSync(join(root, file))) files.push(join(root, file));
  const hash = createHash('sha256');
  for (const file of files.sort()) {
    hash.update(relative(root, file).split('\\').join('/'));
    hash.update(String(statSync(file).size));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** What a deploy may set as BUILD_ID: a short token (a commit, a tag, a release number). */
const DEPLOY_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The build's id (decision 0030): BUILD_ID when the deploy sets one, else the sources' hash, so that every host
 * building one commit compiles the same id into the same asset names, and the new-build poll, meeting another host
 * of the same build, has nothing to report.
 */
export function buildId(root: string, env: Record<string, string | undefined> = process.env): string {
  const deployId = env.BUILD_ID?.trim();
  if (!deployId) return sourceHash(root);
  if (!DEPLOY_ID.test(deployId)) {
    throw new Error(`BUILD_ID: must be 1 to 64 letters, digits, dots, dashes or underscores (got "${deployId}")`);
  }
  return deployId;
}
