import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface AssetSize {
  path: string;
  rawBytes: number;
  gzipBytes: number;
}

export interface FirstLoad {
  js: AssetSize[];
  css: AssetSize[];
  /** JS files reached only through static imports (not preloaded or referenced by the HTML). */
  viaImports: string[];
  html: { rawBytes: number; gzipBytes: number };
}

export function gzipBytes(content: Buffer | string): number {
  return gzipSync(content, { level: 9 }).length;
}

function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of tag.matchAll(/([\w-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    found.set(match[1]!.toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '');
  }
  return found;
}

/** Specifiers of `import … from "x"`, `import "x"`, `export … from "x"` and `import("x")`. */
function importSpecifiers(code: string, withDynamic: boolean): string[] {
  const pattern = withDynamic
    ? /\b(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g
    : /\b(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+)["']/g;
  return [...code.matchAll(pattern)].map((match) => match[1] ?? match[2] ?? '').filter(Boolean);
}

/** What the HTML makes the browser load at once: script src, modulepreload, stylesheets, inline module imports. */
function referencedByHtml(html: string): { js: string[]; css: string[] } {
  const js: string[] = [];
  const css: string[] = [];
  for (const [, attrs = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attr = attributes(attrs);
    const src = attr.get('src');
    if (src) js.push(src);
    // An inline module's imports, static and dynamic, run on load: React Router imports its entry this way.
    else if (attr.get('type') === 'module') js.push(...importSpecifiers(body, true));
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const attr = attributes(tag);
    const rel = attr.get('rel')?.toLowerCase().split(/\s+/) ?? [];
    const href = attr.get('href');
    if (!href) continue;
    if (rel.includes('modulepreload')) js.push(href);
    if (rel.includes('stylesheet')) css.push(href);
  }
  return { js, css };
}

const ORIGIN = 'http://page.invalid';

/** A reference's path on this origin, or null for another origin (not ours to measure). */
function localPath(reference: string, base = '/'): string | null {
  const url = new URL(reference, `${ORIGIN}${base}`);
  return url.origin === ORIGIN ? decodeURIComponent(url.pathname) : null;
}

/** The file of the client build that serves a URL path, if any. */
function toFile(path: string, clientDir: string): string | null {
  const file = join(clientDir, path);
  return file.startsWith(clientDir) && existsSync(file) ? file : null;
}

function size(path: string, file: string): AssetSize {
  const content = readFileSync(file);
  return { path, rawBytes: content.length, gzipBytes: gzipBytes(content) };
}

/** The JS and CSS a page loads before it is interactive, with the static-import closure of that JS. */
export function firstLoad(html: string, clientDir: string): FirstLoad {
  const referenced = referencedByHtml(html);
  const fromHtml = new Set(referenced.js.map((reference) => localPath(reference)).filter((path) => path !== null));
  const unknown = [...fromHtml].filter((path) => !toFile(path, clientDir));
  if (unknown.length > 0) throw new Error(`the page references JS missing from the build: ${unknown.join(', ')}`);

  const queue = [...fromHtml];
  const seen = new Set<string>();
  const js: AssetSize[] = [];
  while (queue.length > 0) {
    const path = queue.shift()!;
    const file = seen.has(path) ? null : toFile(path, clientDir);
    seen.add(path);
    if (!file) continue;
    js.push(size(path, file));
    for (const specifier of importSpecifiers(readFileSync(file, 'utf8'), false)) {
      const imported = localPath(specifier, path);
      if (imported && !seen.has(imported)) queue.push(imported);
    }
  }
  const cssPaths = new Set(referenced.css.map((reference) => localPath(reference)).filter((path) => path !== null));
  const css = [...cssPaths].flatMap((path) => {
    const file = toFile(path, clientDir);
    return file ? [size(path, file)] : [];
  });
  return {
    js,
    css,
    viaImports: js.map((asset) => asset.path).filter((path) => !fromHtml.has(path)),
    html: { rawBytes: Buffer.byteLength(html), gzipBytes: gzipBytes(html) },
  };
}
