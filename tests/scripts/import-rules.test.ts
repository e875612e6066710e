// The house's import checker (scripts/import-rules.ts), fed small in-memory trees: each rule fires on
// the import that breaks it, and the same trees without that import pass.
import { describe, expect, it } from 'vitest';
import { findImportBreaks, type SourceFile } from '../../scripts/import-rules';

const file = (path: string, text = 'export const x = 1;\n'): SourceFile => ({ path, text });
const rules = (files: SourceFile[]) => findImportBreaks(files).map((b) => b.rule);

describe('import rules', () => {
  it('a tree that keeps the rules has no breaks', () => {
    expect(
      findImportBreaks([
        file('src/domain/a.ts', "import * as v from 'valibot';\nimport { b } from './b';\n"),
        file('src/domain/b.ts'),
        file('src/server/atlet/routes.ts', "import { b } from '../../domain/b';\n"),
        file('src/client/data/atlet/read.ts', "import { b } from '../../../domain/b';\n"),
        file(
          'src/client/features/atlet/AtletPage.tsx',
          "import { useAtlet } from '../../data/atlet/read';\nimport { Field } from '../../ui/Field';\n",
        ),
        file('src/client/ui/Field.tsx', "import React from 'react';\n"),
        file('src/client/routes/atlet.tsx', "import { AtletPage } from '../features/atlet/AtletPage';\n"),
        file('tests/a.test.ts', "import { fixture } from '../test-support/fixture';\n"),
        file('bench/a.ts', "import { fixture } from '../test-support/fixture';\n"),
        file('test-support/fixture.ts'),
      ]),
    ).toEqual([]);
  });

  it('the client never imports the server', () => {
    expect(rules([file('src/client/data/api.ts', "import { app } from '../../server/app';\n"), file('src/server/app.ts')])).toEqual([
      'client-not-server',
    ]);
  });

  it('the server never imports the client', () => {
    expect(rules([file('src/server/app.ts', "import { api } from '../client/data/api';\n"), file('src/client/data/api.ts')])).toEqual([
      'server-not-client',
    ]);
  });

  it('the domain imports nothing but valibot and itself (no React)', () => {
    expect(rules([file('src/domain/view.ts', "import { useState } from 'react';\n")])).toEqual(['domain-imports-only-valibot']);
    expect(rules([file('src/domain/view.ts', "import { db } from '../server/db';\n"), file('src/server/db.ts')])).toEqual([
      'domain-imports-only-itself',
    ]);
  });

  it('a feature never imports another feature, type-only included', () => {
    expect(
      rules([
        file('src/client/features/bagan/Board.tsx', "import type { Atlet } from '../atlet/types';\n"),
        file('src/client/features/atlet/types.ts'),
      ]),
    ).toEqual(['feature-not-other-feature']);
  });

  it('the light schedule page loads no package but valibot, not even through a shared file', () => {
    const tree = (shared: string) => [
      file(
        'src/client/jadwal-ringan/main.ts',
        "import * as v from 'valibot';\nimport { baca } from '../data/jadwal/read';\nimport type { X } from '../data/db';\n",
      ),
      file('src/client/data/jadwal/read.ts', shared),
      file('src/client/data/db.ts', "import Dexie from 'dexie';\n"),
    ];
    expect(rules(tree("import { eta } from '../../../domain/eta';\n"))).toEqual([]);
    expect(rules(tree("import { useQuery } from '@tanstack/react-query';\n"))).toEqual(['light-page-only-valibot']);
    expect(rules(tree("import { db } from '../db';\n"))).toEqual(['light-page-only-valibot']);
  });

  it('data never imports a feature', () => {
    expect(
      rules([
        file('src/client/data/bagan/view.ts', "import type { MatchView } from '../../features/bagan/types';\n"),
        file('src/client/features/bagan/types.ts'),
      ]),
    ).toEqual(['data-not-features-or-routes']);
  });

  it('tests and bench never import each other', () => {
    expect(rules([file('tests/a.test.ts', "import { seed } from '../bench/seed';\n"), file('bench/seed.ts')])).toEqual(['tests-not-bench']);
    expect(rules([file('bench/run.ts', "import { helper } from '../tests/helper';\n"), file('tests/helper.ts')])).toEqual([
      'bench-not-tests',
    ]);
  });

  it('an import cycle in src/ is a break', () => {
    const breaks = findImportBreaks([
      file('src/server/a.ts', "import { b } from './b';\nexport const a = 1;\n"),
      file('src/server/b.ts', "import { c } from './c';\nexport const b = 1;\n"),
      file('src/server/c.ts', "import { a } from './a';\nexport const c = 1;\n"),
    ]);
    expect(breaks).toEqual([{ rule: 'no-cycles', detail: 'src/server/a.ts ⇄ src/server/b.ts ⇄ src/server/c.ts' }]);
  });

  it('a cycle closed only by type imports does not count (they vanish at run time)', () => {
    expect(
      findImportBreaks([
        file('src/server/a.ts', "import { b } from './b';\nexport type A = { n: number };\n"),
        file('src/server/b.ts', "import type { A } from './a';\nexport const b = 1;\n"),
        file('src/server/c.ts', "import { b } from './b';\nexport type C = 1;\n"),
        file('src/server/d.ts', "import { type C } from './c';\nimport { a } from './a';\n"),
      ]),
    ).toEqual([]);
  });
});
