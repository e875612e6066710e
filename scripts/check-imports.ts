/**
 * The import rules of the house, checked over src/, sw/, tests/ and bench/:
 * client ↛ server and server ↛ client; the domain imports only valibot and itself;
 * a feature never imports another feature; data and ui never import a feature or a route;
 * tests and bench never import each other (what both use lives in test-support/); the light schedule page
 * (src/client/jadwal-ringan/) loads no package but valibot, directly or through what it imports; no import cycles in src/ (type-only imports excepted,
 * they vanish at run time). Prints every break and exits 1 when there is one.
 *
 * Usage: tsx scripts/check-imports.ts [root]
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { findImportBreaks, type SourceFile } from './import-rules';

const root = path.resolve(process.argv[2] ?? '.');
const ROOTS = ['src', 'sw', 'tests', 'bench', 'scripts', 'test-support'];
const SOURCE = /\.(ts|tsx|mts|cts)$/;

function walk(dir: string, out: string[]): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (SOURCE.test(name) && !name.endsWith('.d.ts')) out.push(full);
  }
}

const files: SourceFile[] = [];
for (const top of ROOTS) {
  const found: string[] = [];
  walk(path.join(root, top), found);
  for (const full of found) {
    files.push({ path: path.relative(root, full).split(path.sep).join('/'), text: readFileSync(full, 'utf8') });
  }
}

const breaks = findImportBreaks(files);
for (const b of breaks) console.log(`${b.rule}: ${b.detail}`);
console.log(
  breaks.length === 0
    ? `import rules: ${files.length} files, no breaks`
    : `import rules: ${breaks.length} break(s) in ${files.length} files`,
);
process.exit(breaks.length === 0 ? 0 : 1);
