/** How many pages a paged list has, from the API's `meta` (`total` rows, `per_page` a page): at least one. */
export function pageCount(meta: { total: number; per_page: number }): number {
  return Math.max(1, Math.ceil(meta.total / meta.per_page));
}
