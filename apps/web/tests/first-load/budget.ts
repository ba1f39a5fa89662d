import type { FirstLoad } from './measure.ts';

/**
 * What a page may make a phone download before it is interactive (gzip, each file as served).
 * Public and guest pages are a visitor's first impression; the cabinet may carry a little more.
 */
export const BUDGETS = {
  // Issue 45: the heaviest public pages at 133.9 KB (pick-up points), tariffs 133.6 KB, home 133.4 KB, in at most
  // 12 files; React, React DOM and React Router alone are 105 KB. About 2 KB of room, to be kept.
  public: { jsGzipKb: 136, jsFiles: 12, cssGzipKb: 25 },
  // Issue 45: the heaviest cabinet pages at 142.5 KB (settings, a new courier order), the parcels list in 20 files.
  cabinet: { jsGzipKb: 145, jsFiles: 20, cssGzipKb: 25 },
} as const;

export type PageKind = keyof typeof BUDGETS;

export interface PageLoad {
  /** The route as the route table names it, e.g. `/:lang/cabinet`. */
  route: string;
  /** The URL that was measured, e.g. `/en/cabinet`. */
  url: string;
  kind: PageKind;
  load: FirstLoad;
}

const KB = 1024;

export function totals(load: FirstLoad) {
  return {
    jsGzipKb: load.js.reduce((sum, file) => sum + file.gzipBytes, 0) / KB,
    jsFiles: load.js.length,
    cssGzipKb: load.css.reduce((sum, file) => sum + file.gzipBytes, 0) / KB,
  };
}

/** Every way a page exceeds its budget, each naming the route, the figure and the budget; empty when within. */
export function overBudget(page: PageLoad): string[] {
  const budget = BUDGETS[page.kind];
  const figures = totals(page.load);
  const where = `${page.route} (${page.url}, ${page.kind} page)`;
  const problems: string[] = [];
  if (figures.jsGzipKb > budget.jsGzipKb) {
    problems.push(`${where}: ${figures.jsGzipKb.toFixed(1)} KB of JavaScript (gzip), budget ${budget.jsGzipKb} KB`);
  }
  if (figures.jsFiles > budget.jsFiles) {
    problems.push(`${where}: ${figures.jsFiles} JavaScript files, budget ${budget.jsFiles}`);
  }
  if (figures.cssGzipKb > budget.cssGzipKb) {
    problems.push(`${where}: ${figures.cssGzipKb.toFixed(1)} KB of CSS (gzip), budget ${budget.cssGzipKb} KB`);
  }
  return problems;
}
