// A comment may cite only what a reader of the repository can open: docs/architecture.md,
// docs/spec-differences.md, docs/decisions/ or the README. The product's specification, its architecture notes
// and the issue tracker live outside the repository, so a citation of them sends the reader nowhere; the
// comment should say the rule or the reason itself instead.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './lockfile';

const FOLDERS = ['src', 'tests', 'scripts', 'tools'];
const EXTENSIONS = new Set(['.ts', '.tsx', '.mjs', '.js', '.sh', '.css']);

// Built from pieces so that this file does not cite what it forbids.
const spec = ['SP', 'EC'].join('');
const architecture = ['ARCHI', 'TECTURE'].join('');
const issue = ['iss', 'ue'].join('');
const CITATIONS: readonly RegExp[] = [
  // The word in capitals, alone, is a citation ("§4", "'s defaults", "l.120", ": …"); inside an identifier
  // such as MAX_ASPECT_RATIO it is not a word of its own.
  new RegExp(`\\b${spec}\\b`),
  new RegExp(`\\b${architecture}\\b`),
  new RegExp(`\\b${issue}s?\\s+#?\\d`, 'i'),
];

function sourceFiles(folder: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) found.push(...sourceFiles(full));
    else if (EXTENSIONS.has(path.extname(entry.name))) found.push(full);
  }
  return found;
}

/** Each line of `text` that cites an outside document, as "file:line". */
function citationsIn(file: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      CITATIONS.some((pattern) => pattern.test(line)) ? [`${file}:${index + 1}`] : [],
    );
}

describe('comments cite the repository', () => {
  it('notices each kind of outside citation, and leaves identifiers alone', () => {
    const lines = [
      `// ${spec} §9: the spin lasts 6 s`,
      `// as ${spec}'s table says`,
      `// ${spec} l.120`,
      `/** A field ${spec} gives a default */`,
      `// ${issue[0]!.toUpperCase()}${issue.slice(1)} 27 point 4`,
      `// see ${architecture} point 6`,
      `// ${architecture}.md`,
      'const MAX_ASPECT_RATIO = 100; // an identifier',
      `// the ${issue} a user reported, docs/architecture.md, point 6`,
    ];
    expect(citationsIn('x.ts', lines.join('\n'))).toEqual([1, 2, 3, 4, 5, 6, 7].map((n) => `x.ts:${n}`));
  });

  it('no source file under src/, tests/, scripts/ or tools/ cites a document outside the repository', () => {
    const hits = FOLDERS.flatMap((folder) => sourceFiles(path.join(projectRoot, folder))).flatMap((file) =>
      citationsIn(path.relative(projectRoot, file), readFileSync(file, 'utf8')),
    );
    expect(
      hits,
      'say the rule itself, or cite docs/architecture.md, docs/spec-differences.md or docs/decisions/',
    ).toEqual([]);
  });
});
