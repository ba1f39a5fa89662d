import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** The line of `app/styles.css` that every feature's stylesheet replaces. */
export const FEATURE_STYLES_MARKER = '/* @feature-styles:';

/** Every feature's stylesheets (`features/<feature>/*.css`), as imports relative to `app/`, in folder and file name order. */
export function featureStylesheets(appDir: string): string[] {
  const features = join(appDir, 'features');
  return readdirSync(features, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .flatMap((feature) =>
      readdirSync(join(features, feature))
        .filter((file) => file.endsWith('.css'))
        .sort()
        .map((file) => `./features/${feature}/${file}`),
    );
}

/** `app/styles.css` with the features' stylesheets imported at its marker (a stylesheet without one is an error). */
export function withFeatureStyles(css: string, appDir: string): string {
  const at = css.indexOf(FEATURE_STYLES_MARKER);
  if (at === -1) throw new Error(`app/styles.css has no "${FEATURE_STYLES_MARKER}" line for the features' styles`);
  const imports = featureStylesheets(appDir).map((path) => `@import '${path}';\n`);
  return `${css.slice(0, at)}${imports.join('')}${css.slice(at)}`;
}

/**
 * Imports every feature's own stylesheet into the one stylesheet of the page shell (`app/styles.css`, at its
 * `@feature-styles` line), before Vite inlines the imports: a feature's styles live in its folder, and a new one is
 * found by its name. The dev server reloads the stylesheet when a feature's stylesheet is added or removed.
 */
export function featureStylesPlugin(appDir: string): Plugin {
  const entry = join(appDir, 'styles.css');
  return {
    name: 'yolla-feature-styles',
    enforce: 'pre',
    transform(code, id) {
      // The stylesheet itself (`?transform-only`, `?direct`…), not the module of its URL (`styles.css?url`).
      const [path, query = ''] = id.split('?');
      if (path !== entry || query.split('&').includes('url')) return null;
      return { code: withFeatureStyles(code, appDir), map: null };
    },
    configureServer(server) {
      const changed = (file: string) => {
        if (!file.startsWith(join(appDir, 'features')) || !file.endsWith('.css')) return;
        for (const module of server.moduleGraph.getModulesByFile(entry) ?? [])
          server.moduleGraph.invalidateModule(module);
      };
      server.watcher.on('add', changed);
      server.watcher.on('unlink', changed);
    },
  };
}
