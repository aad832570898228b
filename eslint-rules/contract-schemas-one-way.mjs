// A contract's schemas import its plain file, never the reverse (docs/architecture.md §3, "Contracts"):
// `packages/contracts/src/<domain>.ts` (zod-free, for first screens) must not import
// `./<domain>.schemas`, whose inferred types live beside the schemas. import-x/no-cycle does not follow
// type-only imports, so this loop would otherwise pass unseen.
import path from 'node:path';

export default {
  meta: {
    type: 'problem',
    docs: { description: "A contract's plain file never imports its own schemas" },
    messages: {
      back: "'{{file}}' must not import its own schemas ('{{source}}'): the schemas import the plain file, and code takes the inferred types from '{{domain}}.schemas' itself (docs/architecture.md §3).",
    },
    schema: [],
  },
  create(context) {
    const file = path.basename(context.filename);
    if (!file.endsWith('.ts') || file.endsWith('.schemas.ts') || file.endsWith('.spec.ts')) return {};
    const domain = file.slice(0, -'.ts'.length);
    const check = (node) => {
      const source = node.source?.value;
      if (source === `./${domain}.schemas` || source === `./${domain}.schemas.ts`) {
        context.report({ node: node.source, messageId: 'back', data: { file, source, domain } });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
