// A Vite plugin that compiles the messages into the pages (docs/decisions/0016). A bundler places a
// module whole in one chunk, the chunk of its first user: with a file of messages, the dashboard's texts
// would ride in the visitor's first load because /promo shows one text of the same file. So:
// - a plain text (most messages) is written into the page's code where it is used: `m.draws_start`
//   becomes the string itself. LOCALE stays a value: written in, it let the English build drop a lazy
//   import (the refusals' words), and the bundler then cut /promo's first load into 11 files instead of 7;
// - a message with inputs (a function) becomes a module of its own, cut out of its file with the
//   TypeScript parser (that file's imports and private helpers, the other messages it names, and its
//   one export), so it lands in the chunk that shows it and nothing else of its file comes along.
// Pages must name the catalog `m` (`import * as m from '#messages'`), as they all do.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';

const PREFIX = '\0message:';
const INDEX = `${PREFIX}index`;

const isExported = (statement: ts.Statement): boolean =>
  ts.canHaveModifiers(statement) &&
  (ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) ?? false);

interface Catalog {
  /** Plain text messages, by name: written where they are used. */
  texts: Map<string, string>;
  /** Every message as the JavaScript of a module of its own, by name. */
  modules: Map<string, string>;
}

function readCatalog(dir: string): Catalog {
  const texts = new Map<string, string>();
  const modules = new Map<string, string>();
  for (const file of readdirSync(dir).sort()) {
    if (!file.endsWith('.ts') || file === 'index.ts') continue;
    const fileName = path.join(dir, file);
    // Types stripped once a file (imports used only as types go with them), then cut into statements.
    const { outputText } = ts.transpileModule(readFileSync(fileName, 'utf8'), {
      fileName,
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    });
    const source = ts.createSourceFile(`${fileName}.js`, outputText, ts.ScriptTarget.ES2022, true);
    const shared: string[] = [];
    const exported: { names: string[]; text: string }[] = [];
    for (const statement of source.statements) {
      if (ts.isExportDeclaration(statement)) continue; // an area's re-exports: its files are read themselves
      if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
        const specifier = statement.moduleSpecifier.text;
        const absolute = specifier.startsWith('.') ? `${path.resolve(dir, specifier)}.ts` : specifier;
        shared.push(statement.getText().replace(/(['"])[^'"]+\1(\s*;?)$/, `${JSON.stringify(absolute)};`));
      } else if (isExported(statement) && ts.isVariableStatement(statement)) {
        for (const d of statement.declarationList.declarations) {
          if (d.initializer && ts.isStringLiteralLike(d.initializer))
            texts.set(d.name.getText(), d.initializer.text);
        }
        const names = statement.declarationList.declarations.map((d) => d.name.getText());
        exported.push({ names, text: statement.getText() });
      } else {
        // A private helper of the file (a table of words): kept beside each message, unused ones dropped.
        shared.push(statement.getText());
      }
    }
    const all = exported.flatMap((e) => e.names);
    for (const { names, text } of exported) {
      // A message that names another one of its file imports that one's module.
      const others = all.filter((name) => !names.includes(name) && new RegExp(`\\b${name}\\b`).test(text));
      const code = [
        ...shared,
        ...others.map((name) => `import { ${name} } from ${JSON.stringify(PREFIX + name)};`),
        text,
      ].join('\n');
      for (const name of names) modules.set(name, code);
    }
  }
  return { texts, modules };
}

/** A plain text message of the language, read without running anything (the shell's description). */
export function messageText(dir: string, name: string): string {
  const text = readCatalog(dir).texts.get(name);
  if (text === undefined) throw new Error(`no text message ${name} in ${dir}`);
  return text;
}

// `m.name`, not `x.m.name`: the catalog's namespace as the pages name it.
const MESSAGE_USE = /(?<![\w$.])m\.([A-Za-z_$][\w$]*)/g;

export function messageModules(dir: string): Plugin {
  let catalog: Catalog | null = null;
  const read = () => (catalog ??= readCatalog(dir));
  return {
    name: 'message-modules',
    enforce: 'pre',
    resolveId(id) {
      if (id === '#messages') return INDEX;
      return id.startsWith(PREFIX) ? id : null;
    },
    transform(code, id) {
      if (id.startsWith('\0') || !/\.tsx?$/.test(id) || !code.includes("from '#messages'")) return null;
      const { texts } = read();
      return code.replace(MESSAGE_USE, (use, name: string) => {
        const text = texts.get(name);
        return text === undefined || name === 'LOCALE' ? use : JSON.stringify(text);
      });
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const { modules } = read();
      for (const file of readdirSync(dir)) this.addWatchFile(path.join(dir, file));
      // Messages do nothing when loaded: the bundler may drop, move or merge them freely.
      if (id === INDEX) {
        const code = [...modules.keys()]
          .map((name) => `export { ${name} } from ${JSON.stringify(PREFIX + name)};`)
          .join('\n');
        return { code, moduleSideEffects: false };
      }
      const code = modules.get(id.slice(PREFIX.length));
      if (code === undefined) this.error(`no message ${id.slice(PREFIX.length)} in ${dir}`);
      return { code, moduleSideEffects: false };
    },
    watchChange(id) {
      if (id.startsWith(dir)) catalog = null;
    },
  };
}
