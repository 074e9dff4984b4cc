// A local ESLint rule for the dependency direction (web -> api/contract <- api -> db). It resolves every import
// (the `#api/*`, `#db/*`, `#web/*` aliases and relative paths) to a path in the repo and checks
// it against the folder rules below. Written here because the resolver-based plugins need native
// binaries that this project's registry does not carry.
import path from 'node:path';

const root = import.meta.dirname;

/** [importer prefix, forbidden target prefix, allowed exception prefix | null, message] */
const RULES = [
  ['db/', 'api/', null, 'db/ knows nothing of HTTP: it must not import api/.'],
  ['db/', 'web/', null, 'db/ must not import web/.'],
  ['db/repositories/', 'db/seed/', null, 'Repositories do not depend on the seed.'],
  ['db/migrations/', 'db/repositories/', null, 'Migrations are frozen: they import no app code.'],
  ['web/', 'db/', null, 'web/ talks to the server only through api/contract.'],
  ['web/', 'api/', 'api/contract/', 'web/ may import only api/contract from api/.'],
  ['api/', 'web/', null, 'api/ must not import web/.'],
  ['api/contract/', 'api/', 'api/contract/', 'The contract imports only typebox.'],
  ['api/contract/', 'db/', null, 'The contract imports only typebox.'],
  ['api/services/', 'api/routes/', null, 'Services do not depend on routes.'],
  ['api/plugins/', 'api/routes/', null, 'Plugins do not depend on routes.'],
];

function resolveTarget(importer, spec) {
  const alias = /^#(api|db|web)\/(.*)$/.exec(spec);
  if (alias) return `${alias[1]}/${alias[2]}`;
  if (spec.startsWith('.'))
    return path
      .relative(root, path.resolve(path.dirname(importer), spec))
      .split(path.sep)
      .join('/');
  return null;
}

const rule = {
  meta: {
    type: 'problem',
    schema: [],
    docs: { description: 'Enforce the dependency direction between folders.' },
  },
  create(context) {
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    const check = (node) => {
      const spec = node.source && typeof node.source.value === 'string' ? node.source.value : null;
      if (!spec) return;
      if (
        file.startsWith('api/contract/') &&
        !spec.startsWith('.') &&
        !spec.startsWith('#') &&
        !spec.startsWith('typebox') &&
        // Phone numbers are checked the same way by the forms and the server.
        spec !== 'libphonenumber-js' &&
        // The contract's own tests run under vitest.
        !(file.endsWith('.test.ts') && spec === 'vitest')
      ) {
        context.report({
          node: node.source,
          message: 'The contract imports only typebox (and libphonenumber-js).',
        });
        return;
      }
      const target = resolveTarget(context.filename, spec);
      if (!target) return;
      // web/features/<a> never imports web/features/<b>: routes compose features.
      const feature = /^web\/features\/([^/]+)\//;
      const [, own] = feature.exec(file) ?? [];
      const [, other] = feature.exec(target) ?? [];
      if (own && other && own !== other) {
        context.report({
          node: node.source,
          message: `Features do not import each other (${own} -> ${other}); compose them in a route.`,
        });
        return;
      }
      // The database's column domains (statuses, reasons) are the contract's own, imported as types.
      if (file === 'db/schema.ts' && node.importKind === 'type' && target.startsWith('api/contract/')) return;
      // A web test may start the real server (api/test) and fill its database (db/test) to prove the
      // page or form and the server agree.
      if (
        file.startsWith('web/') &&
        file.endsWith('.test.ts') &&
        (target.startsWith('api/test/') || target.startsWith('db/test/'))
      )
        return;
      for (const [from, forbidden, except, message] of RULES) {
        if (file.startsWith(from) && target.startsWith(forbidden) && !(except && target.startsWith(except))) {
          context.report({ node: node.source, message });
          return;
        }
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'dependency-direction': rule } };
