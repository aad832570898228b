// No loop between backend modules (docs/decisions/072-order-records-below-orders.md). import-x/no-cycle
// sees loops of files; two modules can still lean on each other through different files (orders'
// service importing downloads, downloads' repository importing orders' entities). This rule sees the
// modules: it reads every module's imports from disk once per lint run, and refuses an import from
// module A into module B when B already reaches A. Specs and testing/ helpers are outside the graph.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCE = path.resolve(import.meta.dirname, '../backend/src');
const ROOMS = ['modules', 'infrastructure'];
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

/** `modules/orders` for a path inside backend/src/modules/orders, else undefined. */
function moduleOf(file) {
  const [room, name] = path.relative(SOURCE, file).split(path.sep);
  return ROOMS.includes(room) && name && !name.endsWith('.ts') ? `${room}/${name}` : undefined;
}

const outsideGraph = (file) => /\.spec\.ts$/.test(file) || file.split(path.sep).includes('testing');

function filesUnder(dir) {
  const files = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) files.push(...filesUnder(full));
    else if (full.endsWith('.ts') && !outsideGraph(full)) files.push(full);
  }
  return files;
}

let graph;
/** Each module's set of the other modules it imports, read from disk once. */
function moduleGraph() {
  if (graph) return graph;
  graph = new Map();
  for (const room of ROOMS) {
    for (const file of filesUnder(path.join(SOURCE, room))) {
      const own = moduleOf(file);
      if (!graph.has(own)) graph.set(own, new Set());
      for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const target = moduleOf(path.resolve(path.dirname(file), match[1] ?? match[2]));
        if (target && target !== own) graph.get(own).add(target);
      }
    }
  }
  return graph;
}

/** The modules from `from` to `to` along imports (both ends included), or undefined. */
function pathBetween(from, to) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const at = queue.shift();
    if (at === to) {
      const steps = [];
      for (let step = at; step !== null; step = previous.get(step)) steps.unshift(step);
      return steps;
    }
    for (const next of moduleGraph().get(at) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, at);
        queue.push(next);
      }
    }
  }
  return undefined;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'No import loop between backend modules' },
    messages: {
      loop: '{{own}} imports {{target}}, which already leads back to it ({{path}}): modules must not form a loop (docs/decisions/072-order-records-below-orders.md).',
    },
    schema: [],
  },
  create(context) {
    const own = moduleOf(context.filename);
    if (!own || outsideGraph(context.filename)) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = moduleOf(path.resolve(path.dirname(context.filename), source));
      if (!target || target === own) return;
      const back = pathBetween(target, own);
      if (back) context.report({ node: node.source, messageId: 'loop', data: { own, target, path: [own, ...back].join(' → ') } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
