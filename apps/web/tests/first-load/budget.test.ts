import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BUDGETS, overBudget } from './budget.ts';
import { firstLoad, type FirstLoad } from './measure.ts';
import { pagesOf } from './pages.ts';

function load(jsKb: number[], cssKb = 10): FirstLoad {
  return {
    js: jsKb.map((kb, i) => ({ path: `/assets/${i}.js`, rawBytes: kb * 3072, gzipBytes: kb * 1024 })),
    css: [{ path: '/assets/root.css', rawBytes: cssKb * 5120, gzipBytes: cssKb * 1024 }],
    viaImports: [],
    html: { rawBytes: 1000, gzipBytes: 400 },
  };
}

describe('the first-load budget', () => {
  it('passes a public page within 136 KB of JavaScript in 12 files and 25 KB of CSS', () => {
    expect(BUDGETS.public).toEqual({ jsGzipKb: 136, jsFiles: 12, cssGzipKb: 25 });
    expect(overBudget({ route: '/:lang', url: '/en', kind: 'public', load: load([105, 31]) })).toEqual([]);
  });

  it('fails a route over budget, naming the route, the figure and the budget', () => {
    const page = { route: '/:lang/login', url: '/en/login', kind: 'public' as const, load: load([105, 32], 26) };
    expect(overBudget(page)).toEqual([
      '/:lang/login (/en/login, public page): 137.0 KB of JavaScript (gzip), budget 136 KB',
      '/:lang/login (/en/login, public page): 26.0 KB of CSS (gzip), budget 25 KB',
    ]);
  });

  it('counts files too, and gives cabinet pages 145 KB in 20 files', () => {
    expect(BUDGETS.cabinet).toEqual({ jsGzipKb: 145, jsFiles: 20, cssGzipKb: 25 });
    expect(overBudget({ route: '/:lang/cabinet', url: '/en/cabinet', kind: 'cabinet', load: load([105, 40]) })).toEqual(
      [],
    );
    const many = load(Array.from({ length: 21 }, () => 5));
    expect(overBudget({ route: '/:lang/cabinet', url: '/en/cabinet', kind: 'cabinet', load: many })).toEqual([
      '/:lang/cabinet (/en/cabinet, cabinet page): 21 JavaScript files, budget 20',
    ]);
    expect(overBudget({ route: '/:lang', url: '/en', kind: 'public', load: many })).toHaveLength(1);
  });
});

describe('measuring a page', () => {
  it('counts scripts, module preloads, inline module imports and their static imports, not lazy chunks', () => {
    const dir = mkdtempSync(join(tmpdir(), 'first-load-'));
    mkdirSync(join(dir, 'assets'));
    const files: Record<string, string> = {
      'entry.js': 'import "./shared.js"; const lazy = () => import("./lazy.js");',
      'shared.js': 'export const x = 1;',
      'route.js': 'export default 1;',
      'lazy.js': 'export const big = "x".repeat(1000);',
      'root.css': 'body{color:red}',
    };
    for (const [name, body] of Object.entries(files)) writeFileSync(join(dir, 'assets', name), body);
    const html =
      '<link rel="stylesheet" href="/assets/root.css"><link rel="modulepreload" href="/assets/route.js">' +
      '<script type="module">import("/assets/entry.js");</script>';
    const measured = firstLoad(html, dir);
    expect(measured.js.map((file) => file.path).sort()).toEqual([
      '/assets/entry.js',
      '/assets/route.js',
      '/assets/shared.js',
    ]);
    expect(measured.viaImports).toEqual(['/assets/shared.js']);
    expect(measured.css.map((file) => file.path)).toEqual(['/assets/root.css']);
  });
});

describe('the pages of the route table', () => {
  const module = (withComponent: boolean) => (withComponent ? { default: () => null } : {});
  const route = (id: string, parentId: string | undefined, path: string | undefined, component = true) => ({
    id,
    parentId,
    path,
    module: module(component),
  });
  const routes = {
    root: route('root', undefined, ''),
    'routes/lang': route('routes/lang', 'root', ':lang'),
    'layouts/landing': route('layouts/landing', 'routes/lang', undefined),
    'routes/home': { ...route('routes/home', 'layouts/landing', undefined), index: true },
    'layouts/cabinet': route('layouts/cabinet', 'routes/lang', undefined),
    'routes/dashboard': route('routes/dashboard', 'layouts/cabinet', 'cabinet'),
    'routes/sign-out': route('routes/sign-out', 'routes/lang', 'sign-out', false),
    'routes/not-found': route('routes/not-found', 'routes/lang', '*'),
  } as unknown as ServerBuild['routes'];

  it('lists every rendering leaf with a URL and its budget kind, leaving out resource routes', () => {
    expect(pagesOf(routes)).toEqual([
      { route: '/:lang', url: '/en', kind: 'public' },
      { route: '/:lang/*', url: '/en/no-such-page', kind: 'public' },
      { route: '/:lang/cabinet', url: '/en/cabinet', kind: 'cabinet' },
    ]);
  });

  it('asks for a sample value when a page has a parameter it does not know', () => {
    const withParam = { ...routes, 'routes/thing': route('routes/thing', 'layouts/cabinet', 'things/:unknown') };
    expect(() => pagesOf(withParam as unknown as ServerBuild['routes'])).toThrow(/no sample value.*:unknown/);
  });
});
