// One naming rule for injectables (docs/decisions/073-injectable-names.md): a class Nest injects is
// named for its role. `…Service` holds a feature's rules, `…Repository` its SQL, `…Handler` a job's
// work; Nest's request parts keep their kinds (Guard, Interceptor, Pipe, Filter) and Bull's processors
// theirs (Processor); a driver behind an abstract class or an interface ends with that name
// (`BullJobQueue extends JobQueue`, `ContactMailComposer implements MailComposer`).
const ROLES = ['Service', 'Repository', 'Handler', 'Guard', 'Interceptor', 'Pipe', 'Filter', 'Processor'];

const isInjectable = (node) =>
  (node.decorators ?? []).some((d) => {
    const callee = d.expression.type === 'CallExpression' ? d.expression.callee : d.expression;
    return callee.type === 'Identifier' && callee.name === 'Injectable';
  });

const nameOf = (expression) => (expression?.type === 'Identifier' ? expression.name : undefined);

export default {
  meta: {
    type: 'suggestion',
    docs: { description: 'An injectable class is named for its role' },
    messages: {
      role: "Name the injectable '{{name}}' for its role: end it with {{roles}}, or with the name of the class it extends or the interface it implements (docs/decisions/073-injectable-names.md).",
    },
    schema: [],
  },
  create(context) {
    const check = (node) => {
      if (!node.id || !isInjectable(node)) return;
      const name = node.id.name;
      const parents = [nameOf(node.superClass), ...(node.implements ?? []).map((i) => nameOf(i.expression))].filter(Boolean);
      if (ROLES.some((role) => name.endsWith(role)) || parents.some((parent) => name.endsWith(parent))) return;
      context.report({ node: node.id, messageId: 'role', data: { name, roles: ROLES.join(', ') } });
    };
    return { ClassDeclaration: check };
  },
};
