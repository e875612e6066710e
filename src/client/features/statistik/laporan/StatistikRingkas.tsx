import { formatSel, type Sel } from '../../../../domain/laporan/tabel';

/** The statistics report on a phone: one card per section (Ringkasan, Status, Cabang …), a line per figure. */
export function StatistikRingkas({ baris }: { baris: readonly Sel[][] }) {
  const bagian: { nama: string; isi: Sel[][] }[] = [];
  for (const b of baris) {
    const nama = String(b[0] ?? '');
    const akhir = bagian.at(-1);
    if (akhir && akhir.nama === nama) akhir.isi.push(b);
    else bagian.push({ nama, isi: [b] });
  }
  return (
    <div className="space-y-3 md:hidden">
      {bagian.map((g, i) => (
        <section key={`${g.nama}-${i}`} className="rounded-box bg-base-100 p-4 shadow ring-1 ring-base-300">
          <h3 className="mb-2 text-sm font-bold tracking-wide text-base-content/70 uppercase">{g.nama}</h3>
          <ul className="divide-y divide-base-200">
            {g.isi.map((b, r) => (
              <li key={r} className="flex items-baseline justify-between gap-3 py-1.5 text-sm">
                <span className="min-w-0 break-words">{String(b[1] ?? '-')}</span>
                <span className="shrink-0 text-right tabular-nums">
                  <span className="font-semibold">{formatSel(b[2] ?? null, 'angka')}</span>
                  {b[3] !== null && b[3] !== undefined && (
                    <span className="block text-xs text-base-content/70">{formatSel(b[3], 'rupiah')}</span>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
