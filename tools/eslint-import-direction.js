// ESLint rule: imports flow one way (ARCHITECTURE.md, STYLE.md rule 1).
//   src/shared imports nothing from src/server or src/client;
//   src/server and src/client never import each other;
//   a feature (src/{server,client}/features/<name>) does not reach into another feature's files.
// Tests and tooling outside src/ may import anything.
import path from 'node:path';

function place(file) {
  const rel = path.relative(process.cwd(), file).split(path.sep);
  if (rel[0] !== 'src') return null;
  const side = rel[1];
  const feature = rel[2] === 'features' ? rel[3] : null;
  return { side, feature };
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
    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = place(path.resolve(path.dirname(context.filename), source));
      if (!to) return;
      let problem = null;
      if (from.side === 'shared' && to.side !== 'shared')
        problem = `src/shared must not import from src/${to.side}`;
      else if (from.side !== to.side && to.side !== 'shared')
        problem = `src/${from.side} must not import from src/${to.side}`;
      else if (from.feature && to.feature && from.feature !== to.feature)
        problem = `feature "${from.feature}" must not import from feature "${to.feature}"; move the shared piece up`;
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
