import path from 'node:path';

export interface SourceFile {
  path: string;
  text: string;
}
export interface ImportBreak {
  rule: string;
  detail: string;
}
interface Edge {
  from: string;
  specifier: string;
  to: string | null;
  typeOnly: boolean;
}

// Static `import … from`, `export … from`, side-effect `import '…'` and dynamic `import('…')`.
const FROM = /(?:^|[\n;])\s*(import|export)\s+(type\s+)?([^'";]*?)\s+from\s+['"]([^'"]+)['"]/g;
const BARE = /(?:^|[\n;])\s*import\s+['"]([^'"]+)['"]/g;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '/index.ts', '/index.tsx'];

function stripComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|[^:'"`\\])\/\/[^\n]*/g, '$1');
}

export function extractImports(file: SourceFile, known: Set<string>): Edge[] {
  const text = stripComments(file.text);
  const edges: Edge[] = [];
  const add = (specifier: string, typeOnly: boolean) => {
    edges.push({ from: file.path, specifier, to: resolve(file.path, specifier, known), typeOnly });
  };
  for (const m of text.matchAll(FROM)) {
    const clause = m[3] ?? '';
    // `import { type A, type B } from` is type-only too.
    const allTypes =
      /^\{[^}]*\}$/.test(clause.trim()) &&
      clause
        .replace(/[{}]/g, '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .every((s) => s.startsWith('type '));
    add(m[4], Boolean(m[2]) || allTypes);
  }
  for (const m of text.matchAll(BARE)) add(m[1], false);
  for (const m of text.matchAll(DYNAMIC)) add(m[1], false);
  return edges;
}

function resolve(from: string, specifier: string, known: Set<string>): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.posix.join(path.posix.dirname(from), specifier);
  for (const ext of EXTENSIONS) {
    if (known.has(base + ext)) return base + ext;
  }
  return base;
}

const area = (p: string) => {
  const parts = p.split('/');
  if (parts[0] === 'src') return parts[1] === 'client' ? `client/${parts[2] ?? ''}` : parts[1];
  return parts[0];
};
const feature = (p: string) => {
  const m = /^src\/client\/features\/([^/]+)\//.exec(p);
  return m ? m[1] : null;
};

function boundaryBreak(e: Edge): string | null {
  const from = e.from;
  const to = e.to;
  if (from.startsWith('src/domain/')) {
    if (to === null) return e.specifier === 'valibot' ? null : 'domain-imports-only-valibot';
    return to.startsWith('src/domain/') ? null : 'domain-imports-only-itself';
  }
  if (to === null) return null;
  if (from.startsWith('src/client/') && to.startsWith('src/server/')) return 'client-not-server';
  if ((from.startsWith('src/server/') || from.startsWith('sw/')) && to.startsWith('src/client/')) {
    return from.startsWith('sw/') ? null : 'server-not-client';
  }
  if (from.startsWith('sw/') && to.startsWith('src/server/')) return 'sw-not-server';
  const fromFeature = feature(from);
  const toFeature = feature(to);
  if (fromFeature && toFeature && fromFeature !== toFeature) return 'feature-not-other-feature';
  const fromArea = area(from);
  if ((fromArea === 'client/data' || fromArea === 'client/ui') && (toFeature || to.startsWith('src/client/routes/'))) {
    return `${fromArea.slice(7)}-not-features-or-routes`;
  }
  if (from.startsWith('tests/') && to.startsWith('bench/')) return 'tests-not-bench';
  if (from.startsWith('bench/') && to.startsWith('tests/')) return 'bench-not-tests';
  if (from.startsWith('src/') && !to.startsWith('src/') && !to.startsWith('public/')) return 'src-not-tools';
  return null;
}

/** Cycles among src/ files over run-time imports (Tarjan's strongly connected components). */
function findCycles(edges: Edge[]): string[][] {
  const graph = new Map<string, string[]>();
  for (const e of edges) {
    if (e.typeOnly || !e.to || !e.from.startsWith('src/') || !e.to.startsWith('src/')) continue;
    const list = graph.get(e.from) ?? [];
    list.push(e.to);
    graph.set(e.from, list);
  }
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string) => {
    indexOf.set(v, index);
    low.set(v, index);
    index += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!indexOf.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indexOf.get(w)!));
    }
    if (low.get(v) === indexOf.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!indexOf.has(v)) visit(v);
  return cycles;
}

const LIGHT_PAGE = 'src/client/jadwal-ringan/';

/**
 * The light schedule page (src/client/jadwal-ringan/) loads no package but valibot through any chain of run-time
 * imports: no React, router or Dexie on a phone's first load, even by way of a shared data or ui file.
 */
function lightPageBreaks(edges: Edge[]): ImportBreak[] {
  const from = new Map<string, Edge[]>();
  for (const e of edges) if (!e.typeOnly) from.set(e.from, [...(from.get(e.from) ?? []), e]);
  const todo = [...from.keys()].filter((f) => f.startsWith(LIGHT_PAGE));
  const seen = new Set(todo);
  const breaks: ImportBreak[] = [];
  while (todo.length) {
    for (const e of from.get(todo.pop() as string) ?? []) {
      if (e.to === null) {
        if (e.specifier !== 'valibot') breaks.push({ rule: 'light-page-only-valibot', detail: `${e.from} → ${e.specifier}` });
      } else if (e.to.startsWith('src/') && !seen.has(e.to)) {
        seen.add(e.to);
        todo.push(e.to);
      }
    }
  }
  return breaks;
}

export function findImportBreaks(files: SourceFile[]): ImportBreak[] {
  const known = new Set(files.map((f) => f.path));
  const edges = files.flatMap((f) => extractImports(f, known));
  const breaks: ImportBreak[] = [];
  for (const e of edges) {
    const rule = boundaryBreak(e);
    if (rule) breaks.push({ rule, detail: `${e.from} → ${e.to ?? e.specifier}` });
  }
  breaks.push(...lightPageBreaks(edges));
  for (const cycle of findCycles(edges)) breaks.push({ rule: 'no-cycles', detail: cycle.join(' ⇄ ') });
  return breaks;
}
