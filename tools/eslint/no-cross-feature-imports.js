// Features are islands: a file in one feature folder may not import another feature.
// Web: apps/web/app/features/<name>/** may not import apps/web/app/features/<other>/**.
// API: apps/api/src/modules/<name>/** may only import another module's *.table.ts (the shared data model).
import path from 'node:path';

const AREAS = [
  { root: path.join('apps', 'web', 'app', 'features'), allow: () => false },
  { root: path.join('apps', 'api', 'src', 'modules'), allow: (target) => target.endsWith('.table.ts') },
];

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
    messages: { cross: "Feature '{{from}}' must not import feature '{{to}}'. Move shared code to a shared folder." },
  },
  create(context) {
    const file = context.filename;
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
      },
    };
  },
};
