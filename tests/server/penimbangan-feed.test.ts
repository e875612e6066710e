import { describe, expect, it } from 'vitest';
import type { ChangeEvent } from '../../src/domain/schemas/change-event';
import { meja, percobaan, timbang } from './penimbangan-fixtures';
import { useTestServer } from './helpers/server';

const t = useTestServer({ feed: true });

async function heard(run: () => Promise<void>): Promise<ChangeEvent[]> {
  const seen: ChangeEvent[] = [];
  const off = t.feed.subscribe((e) => seen.push(e));
  try {
    await run();
  } finally {
    off();
  }
  return seen;
}

describe('the weigh-in on the change feed', () => {
  it("an attempt publishes 'penimbangan' with its entry, which every desk follows; the same attempt again publishes nothing", async () => {
    const { w, mejaA1, mejaA2, entri } = await meja(t, 1);
    const A = w.a.id_kompetisi;
    const body = percobaan(entri[0].id, 44_000);
    const baru = await heard(async () => {
      expect((await timbang(t, mejaA1.token, A, body)).status).toBe(201);
    });
    expect(baru).toEqual([{ resource: 'penimbangan', ids: [entri[0].id], id_kompetisi: A }]);
    const lagi = await heard(async () => {
      expect((await timbang(t, mejaA2.token, A, body)).status).toBe(200);
    });
    expect(lagi).toEqual([]);
  });
});
