// Features are islands: a file in one feature folder may not import another feature.
// Web: apps/web/app/features/<name>/** may not import apps/web/app/features/<other>/**.
// API: apps/api/src/modules/<name>/** may only import another module's *.table.ts (the shared data model: for foreign
// keys in table files and data set up by tests; elsewhere only the exceptions of modules/table-imports.test.ts); the
// cross-cutting code (apps/api/src/{lib,plugins,http}, tests aside) imports no module at all: a module reaches it
// through what it declares (docs/adding-an-endpoint.md).
import path from 'node:path';

const AREAS = [
  { root: path.join('apps', 'web', 'app', 'features'), allow: () => false },
  { root: path.join('apps', 'api', 'src', 'modules'), allow: (target) => target.endsWith('.table.ts') },
];

const MODULES = path.join('apps', 'api', 'src', 'modules');
const CROSS_CUTTING = ['lib', 'plugins', 'http'].map((folder) => path.join('apps', 'api', 'src', folder));

function featureOf(file, root) {
  const rel = path.relative(path.resolve(root), file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  return rel.split(path.sep)[0] ?? null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid imports between feature folders' },
    schema: [],
    messages: {
      cross: "Feature '{{from}}' must not import feature '{{to}}'. Move shared code to a shared folder.",
      crossCutting:
        "Cross-cutting code must not import the module '{{to}}': let the module declare what it provides (a service, a contribution, declaration merging).",
    },
  },
  create(context) {
    const file = context.filename;
    const crossCutting =
      !/\.test\.tsx?$/.test(file) &&
      CROSS_CUTTING.some((root) => !path.relative(path.resolve(root), file).startsWith('..'));
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (typeof source !== 'string' || !source.startsWith('.')) return;
        const target = path.resolve(path.dirname(file), source);
        for (const area of AREAS) {
          const from = featureOf(file, area.root);
          const to = featureOf(target, area.root);
          if (from && to && from !== to && !area.allow(target)) {
            context.report({ node: node.source, messageId: 'cross', data: { from, to } });
          }
        }
        const module = featureOf(target, MODULES);
        if (crossCutting && module) {
          context.report({ node: node.source, messageId: 'crossCutting', data: { to: module } });
        }
      },
    };
  },
};
