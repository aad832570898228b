// A backend feature module is entered from outside only through its `index.ts` or its `entities/`
// (docs/decisions/062). Every cross-module import in the backend is relative, so the rule needs no
// resolver: it joins the path and looks at the folders, which keeps it cheap over the whole backend.
import path from 'node:path';

const MODULES = path.resolve(import.meta.dirname, '../backend/src/modules');

/** The feature module a path is in (its folder under backend/src/modules), and the rest of the path. */
function placeOf(file) {
  const relative = path.relative(MODULES, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const [feature, ...rest] = relative.split(path.sep);
  return { feature, rest };
}

/** Its index (`'../orders'` or `'../orders/index'`) or anything under its `entities/`. */
const isDoor = (rest) => rest.length === 0 || (rest.length === 1 && /^index(\.ts)?$/.test(rest[0])) || rest[0] === 'entities';

export default {
  meta: {
    type: 'problem',
    docs: { description: 'A backend feature module is imported only through its index or its entities/' },
    messages: {
      inside: "Import modules/{{feature}} through its index ('modules/{{feature}}') or its entities/, not '{{source}}': a feature module is entered only through its public surface (docs/decisions/062).",
    },
    schema: [],
  },
  create(context) {
    const own = placeOf(context.filename)?.feature;
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = placeOf(path.resolve(path.dirname(context.filename), source));
      if (!target || target.feature === own || isDoor(target.rest)) return;
      context.report({ node: node.source, messageId: 'inside', data: { feature: target.feature, source } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
