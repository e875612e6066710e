import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/server/db/client';
import type { OpenDb } from '../../src/server/db/types';

let opened: OpenDb;
beforeAll(async () => {
  opened = await openPglite(undefined);
  await opened.db.execute(sql`create table urutan (n int not null)`);
});
afterAll(() => opened?.close());

const count = sql`select count(*)::int as n from generate_series(1, 2000)`;

describe('PGlite statements take turns with the event loop (npm start on PGlite)', () => {
  it('while 40 queries wait, the event loop turns between them (connections accepted, cached answers sent)', async () => {
    let done = 0;
    const queries = Array.from({ length: 40 }, () =>
      opened.db.execute(count).then(() => {
        done++;
      }),
    );
    const seen: number[] = [];
    const turn = () =>
      setImmediate(() => {
        seen.push(done);
        if (done < 40) turn();
      });
    turn();
    await Promise.all(queries);
    // Without the gate all 40 ran in one go: the first turn came only after the last query.
    expect(seen.length).toBeGreaterThan(1);
    expect(seen[0]).toBeLessThan(40);
  });

  it('statements run one at a time in the order they came; a failing one does not hold up the others', async () => {
    const writes = Array.from({ length: 20 }, (_, i) =>
      i === 7 ? opened.db.execute(sql`insert into urutan values (null)`) : opened.db.execute(sql`insert into urutan values (${i})`),
    );
    const results = await Promise.allSettled(writes);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);
    const rows = await opened.db.execute<{ n: number }>(sql`select n from urutan`);
    expect((rows as unknown as { rows: { n: number }[] }).rows.map((r) => r.n)).toEqual(
      Array.from({ length: 20 }, (_, i) => i).filter((i) => i !== 7),
    );
  });

  it('a transaction keeps its turn to the end: a statement that came during it sees it whole', async () => {
    await opened.db.execute(sql`delete from urutan`);
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    let begun!: () => void;
    const hasBegun = new Promise<void>((r) => {
      begun = r;
    });
    const tx = opened.db.transaction(async (t) => {
      await t.execute(sql`insert into urutan values (1)`);
      begun();
      await held;
      await t.execute(sql`insert into urutan values (2)`);
    });
    await Promise.race([hasBegun, tx]); // the transaction has begun: its first statement is done
    const read = opened.db.execute<{ n: number }>(sql`select count(*)::int as n from urutan`);
    release();
    await tx;
    expect(((await read) as unknown as { rows: { n: number }[] }).rows[0].n).toBe(2);
  });
});
