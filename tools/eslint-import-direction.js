// ESLint rule: imports flow one way (docs/architecture.md, points 1 and 2).
//   src/shared imports nothing from src/server or src/client;
//   src/server and src/client never import each other;
//   a feature (src/{server,client}/features/<name>) does not reach into another feature's files.
// Relative specifiers and the package.json "imports" aliases (#shared/..., #server/..., #client/...,
// #tests/...) are both checked: an alias is mapped to its file through package.json, so '#server/app' from
// a client file is the same error as '../../server/app'. A '#' specifier that no alias matches is an error.
// Within src/, an import that leaves its own side (src/<side>) or climbs three or more folders must use
// the alias instead ('#shared/money', not '../../../../shared/money').
// Tests and tooling outside src/ may import anything.
import { readFileSync } from 'node:fs';
import path from 'node:path';

function place(file) {
  const rel = path.relative(process.cwd(), file).split(path.sep);
  if (rel[0] !== 'src') return null;
  const side = rel[1];
  const feature = rel[2] === 'features' ? rel[3] : null;
  return { side, feature };
}

/** package.json "imports" as [prefix, suffix, target] patterns, most specific first (as Node orders them). */
function loadAliases() {
  const { imports = {} } = JSON.parse(readFileSync(path.join(process.cwd(), 'package.json'), 'utf8'));
  return Object.entries(imports)
    .filter(([, target]) => typeof target === 'string')
    .map(([key, target]) => {
      const star = key.indexOf('*');
      return star < 0
        ? { prefix: key, suffix: null, target }
        : { prefix: key.slice(0, star), suffix: key.slice(star + 1), target };
    })
    .sort((a, b) => b.prefix.length - a.prefix.length || (b.suffix ?? '').length - (a.suffix ?? '').length);
}

/** The absolute file a '#...' specifier names, or null when no alias matches. */
function resolveAlias(aliases, source) {
  for (const { prefix, suffix, target } of aliases) {
    if (suffix === null) {
      if (source === prefix) return path.resolve(process.cwd(), target);
      continue;
    }
    if (
      !source.startsWith(prefix) ||
      !source.endsWith(suffix) ||
      source.length < prefix.length + suffix.length
    )
      continue;
    const match = source.slice(prefix.length, source.length - suffix.length);
    return path.resolve(process.cwd(), target.replace('*', match));
  }
  return null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Keep imports flowing shared -> server/client, and features apart' },
    schema: [],
  },
  create(context) {
    const from = place(context.filename);
    if (!from) return {};
    const aliases = loadAliases();
    function check(node, source) {
      if (typeof source !== 'string') return;
      let target;
      if (source.startsWith('#')) {
        target = resolveAlias(aliases, source);
        if (!target) {
          context.report({ node, message: `"${source}" matches no "imports" alias in package.json` });
          return;
        }
      } else if (source.startsWith('.')) {
        target = path.resolve(path.dirname(context.filename), source);
      } else return;
      const climbs = source.split('../').length - 1;
      const to = place(target);
      if (!to) {
        if (climbs >= 3)
          context.report({ node, message: `import "${source}" through its "imports" alias (#...)` });
        return;
      }
      let problem = null;
      if (from.side === 'shared' && to.side !== 'shared')
        problem = `src/shared must not import from src/${to.side}`;
      else if (from.side !== to.side && to.side !== 'shared')
        problem = `src/${from.side} must not import from src/${to.side}`;
      else if (from.feature && to.feature && from.feature !== to.feature)
        problem = `feature "${from.feature}" must not import from feature "${to.feature}"; move the shared piece up`;
      else if (source.startsWith('.') && (from.side !== to.side || climbs >= 3))
        problem = `import "${source}" as #${to.side}/...: relative paths stay within src/${from.side} and climb at most two folders`;
      if (problem) context.report({ node, message: problem });
    }
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};
