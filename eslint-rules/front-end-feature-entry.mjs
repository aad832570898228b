// A front end's feature (a folder under <front end>/src/features) is entered from the rest of its front
// end only through its `index.ts`, which exports what the others use (docs/decisions/070), as a backend
// module is through its own (feature-module-entry.mjs). Every import between the parts of a front end is
// relative, so the rule needs no resolver: it joins the path and looks at the folders.
//
// - A feature's own files import each other freely. Files directly in features/ (helpers several features
//   share, such as mfe-account's auth-card.tsx) are no feature's insides: they are imported as they are,
//   and themselves enter a feature through its index like any other file.
// - One exception: a file outside features/ (a routes file) may load a feature's page with `import()`,
//   so the page stays in a lazy chunk of its own. Through the index it would join whatever chunk the
//   index is already in (the first screen's, when another page imports it). Static imports, and `import()`
//   from inside features/, go through the index.
// - Specs (`*.spec.ts(x)`) may reach inside: they test the parts, not the surface.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const SPEC = /\.spec\.[cm]?[jt]sx?$/;

/** The front end (`mfe-checkout`) a path is in, and the rest of it under `<front end>/src`. */
function frontEndOf(file) {
  const relative = path.relative(ROOT, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const [frontEnd, src, ...rest] = relative.split(path.sep);
  return src === 'src' && rest.length > 0 ? { frontEnd, rest } : undefined;
}

/** The feature folder a path is in (`features/<feature>/...`) and the rest of the path inside it. */
function placeOf(file) {
  const place = frontEndOf(file);
  if (!place) return undefined;
  const [features, feature, ...rest] = place.rest;
  if (features !== 'features' || feature === undefined) return { frontEnd: place.frontEnd, inFeatures: false };
  return { frontEnd: place.frontEnd, inFeatures: true, feature, rest };
}

/** The feature's folder itself (`'../cart'`) or its index (`'../cart/index'`). */
const isDoor = (rest) => rest.length === 0 || (rest.length === 1 && /^index(\.tsx?)?$/.test(rest[0]));

/** The import a message suggests: the feature's folder, relative to the importing file. */
function doorFrom(file, frontEnd, feature) {
  const door = path
    .relative(path.dirname(file), path.join(ROOT, frontEnd, 'src', 'features', feature))
    .split(path.sep)
    .join('/');
  return door.startsWith('.') ? door : `./${door}`;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: "A front end's feature is imported only through its index" },
    messages: {
      inside:
        "Import features/{{feature}} through its index ('{{door}}'), not '{{source}}': a feature is entered only through its public surface (docs/decisions/070-front-end-feature-entry.md).",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    if (SPEC.test(file)) return {};
    const own = placeOf(file);
    if (!own) return {};
    // A feature's own file is inside it; a file directly in features/ (no folder) is in no feature.
    const ownFeature = own.inFeatures && own.rest.length > 0 ? own.feature : undefined;
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = placeOf(path.resolve(path.dirname(file), source));
      if (!target?.inFeatures || target.frontEnd !== own.frontEnd || target.feature === ownFeature || isDoor(target.rest)) return;
      if (node.type === 'ImportExpression' && !own.inFeatures) return; // a routes file's lazy page
      context.report({
        node: node.source,
        messageId: 'inside',
        data: { feature: target.feature, door: doorFrom(file, own.frontEnd, target.feature), source },
      });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
