// Finds files of the package (migrations, the built client) the same way from src/ under tsx and
// from the bundled dist/server/, whose depths differ.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let root: string | undefined;

export function projectRoot(): string {
  if (root) return root;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (
      existsSync(pkg) &&
      (JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string }).name === 'lucky-draw'
    ) {
      root = dir;
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the lucky-draw package root');
    dir = parent;
  }
}

export const projectPath = (...parts: string[]): string => path.join(projectRoot(), ...parts);
