// A backend module (a feature under backend/src/modules or a part of backend/src/infrastructure) is
// entered from outside only through its `index.ts` or its `entities/` (docs/decisions/062). Every
// cross-module import in the backend is relative, so the rule needs no resolver: it joins the path and
// looks at the folders, which keeps it cheap over the whole backend.
import path from 'node:path';

const SOURCE = path.resolve(import.meta.dirname, '../backend/src');
const ROOMS = ['modules', 'infrastructure'];

/** The room and module a path is in (its folder under backend/src/<room>), and the rest of the path. */
function placeOf(file) {
  const relative = path.relative(SOURCE, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const [room, module, ...rest] = relative.split(path.sep);
  if (!ROOMS.includes(room) || module === undefined) return undefined;
  return { room, module, rest };
}

/** Its index (`'../orders'` or `'../orders/index'`) or anything under its `entities/`. */
const isDoor = (rest) => rest.length === 0 || (rest.length === 1 && /^index(\.ts)?$/.test(rest[0])) || rest[0] === 'entities';

/** `import './infrastructure/telemetry/start-tracing'`: a process entry's side effect, which must load first and uses no surface. */
const isStartEffect = (node, rest) =>
  node.type === 'ImportDeclaration' && node.specifiers.length === 0 && /^start-[\w-]+(\.ts)?$/.test(rest.at(-1) ?? '');

export default {
  meta: {
    type: 'problem',
    docs: { description: 'A backend module is imported only through its index or its entities/' },
    messages: {
      inside:
        "Import {{room}}/{{module}} through its index ('{{room}}/{{module}}') or its entities/, not '{{source}}': a module is entered only through its public surface (docs/decisions/062).",
    },
    schema: [],
  },
  create(context) {
    const own = placeOf(context.filename);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = placeOf(path.resolve(path.dirname(context.filename), source));
      if (
        !target ||
        (own && target.room === own.room && target.module === own.module) ||
        isDoor(target.rest) ||
        isStartEffect(node, target.rest)
      )
        return;
      context.report({ node: node.source, messageId: 'inside', data: { room: target.room, module: target.module, source } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
