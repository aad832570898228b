// SQL only in repositories (docs/decisions/071-sql-only-in-repositories.md): outside a
// `*.repository.ts` file, backend code neither holds the database (TypeORM's DataSource, EntityManager,
// Repository; Nest's @InjectDataSource/@InjectRepository) nor writes a statement (`.query(...)`,
// `.createQueryBuilder(...)`, a `{ sql: ... }` step). A service asks a repository.
const DATABASE_HANDLES = new Set(['DataSource', 'EntityManager', 'Repository', 'QueryRunner', 'SelectQueryBuilder']);
const INJECTORS = new Set(['InjectDataSource', 'InjectRepository', 'InjectEntityManager']);
const STATEMENT_CALLS = new Set(['query', 'createQueryBuilder']);

export default {
  meta: {
    type: 'problem',
    docs: { description: 'SQL and database handles only in *.repository.ts files' },
    messages: {
      handle:
        "'{{name}}' holds the database: only a *.repository.ts file may (docs/decisions/071-sql-only-in-repositories.md). Ask a repository instead.",
      statement:
        'A statement ({{what}}) outside a repository: SQL lives only in *.repository.ts files (docs/decisions/071-sql-only-in-repositories.md).',
    },
    schema: [],
  },
  create(context) {
    return {
      ImportDeclaration(node) {
        const from = node.source.value;
        const names = from === 'typeorm' ? DATABASE_HANDLES : from === '@nestjs/typeorm' ? INJECTORS : null;
        if (!names) return;
        for (const specifier of node.specifiers) {
          const name = specifier.type === 'ImportSpecifier' ? specifier.imported.name : null;
          if (name && names.has(name)) context.report({ node: specifier, messageId: 'handle', data: { name } });
        }
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type === 'MemberExpression' && !callee.computed && STATEMENT_CALLS.has(callee.property.name)) {
          context.report({ node: callee.property, messageId: 'statement', data: { what: `.${callee.property.name}(...)` } });
        }
      },
      Property(node) {
        if (!node.computed && node.key.type === 'Identifier' && node.key.name === 'sql' && node.parent.type === 'ObjectExpression') {
          context.report({ node: node.key, messageId: 'statement', data: { what: '{ sql: ... }' } });
        }
      },
    };
  },
};
