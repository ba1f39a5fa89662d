/**
 * What Vite's `import.meta.glob` found in the feature folders, by feature: `../features/wallet/x.tsx` → `wallet`,
 * in folder name order.
 */
export function byFeature<T>(files: Record<string, T>): [feature: string, found: T][] {
  return Object.entries(files)
    .map(([path, found]): [string, T] => [path.split('/').at(-2) ?? path, found])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}
