import { useMemo } from 'react';
import { CalendarClock, Radio } from 'lucide-react';
import type { Eta } from '../../../domain/jadwal/eta';
import { hasilDariSisi } from '../../../domain/jadwal/hasil-sisi';
import { labelPartai } from '../../../domain/jadwal/kode';
import { useJadwalSaya, type PartaiSaya } from '../../data/jadwal-publik';
import { jamWib, namaHari, sisaWaktu } from '../../ui/jadwal/format';
import { Sudut } from '../../ui/jadwal/Sudut';
import { useSekarang } from '../../ui/jadwal/useSekarang';

const LIVE = { langsung: 'Langsung', polling: 'Diperbarui berkala', menyambung: 'Menyambung…', jeda: 'Dijeda' } as const;

function KartuSaya({ p, now }: { p: PartaiSaya; now: number }) {
  const selesai = p.status === 'SELESAI';
  const hasil = selesai ? hasilDariSisi(p, p.sudut_saya) : null;
  const eta: Eta | null = p.eta ? { eta: Date.parse(p.eta), partai_lagi: p.partai_lagi ?? 0 } : null;
  return (
    <li className="rounded-box bg-base-100 p-4 shadow ring-1 ring-base-300" data-partai={p.nomor} data-status={p.status}>
      <div className="flex flex-wrap items-baseline gap-x-3 text-sm">
        <span className="font-black">
          {p.nama_lapangan} · Partai {labelPartai(p.kode_lapangan, p.nomor)}
        </span>
        <span className="text-base-content/70">{namaHari(p.tanggal)}</span>
        <span className="ml-auto font-semibold">
          {hasil ? (
            <span className={hasil.menang ? 'text-success' : 'text-error'}>{hasil.teks}</span>
          ) : p.status === 'BERTANDING' ? (
            <span className="text-success">Sedang bertanding</span>
          ) : p.status === 'DIPANGGIL' ? (
            <span className="text-warning">Dipanggil — ke lapangan sekarang</span>
          ) : eta ? (
            <>
              {eta.partai_lagi} partai lagi · ± {jamWib(eta.eta)} <span className="text-base-content/70">({sisaWaktu(eta.eta, now)})</span>
            </>
          ) : null}
        </span>
      </div>
      <p className="mb-2 text-xs text-base-content/70">
        {p.nama_kelas} · {p.nama_ronde}
      </p>
      <div className="grid gap-1 sm:grid-cols-2">
        <Sudut sudut="B" isi={p.sudut_a} ukuran="sm" menang={selesai && p.id_pemenang === p.sudut_a?.id_peserta_kompetisi} />
        <Sudut sudut="R" isi={p.sudut_b} ukuran="sm" menang={selesai && p.id_pemenang === p.sudut_b?.id_peserta_kompetisi} />
      </div>
    </li>
  );
}

/**
 * The coach's 'Jadwal atlet saya' on DATA KOMPETISI of a competition: every bout of the dojang's athletes, upcoming
 * first with court, number, 'N partai lagi' and ETA, then the results; it follows the live stream.
 */
export function JadwalSayaPanel({ id_kompetisi }: { id_kompetisi: number }) {
  const q = useJadwalSaya(id_kompetisi);
  const now = useSekarang(30_000);
  const [depan, lalu] = useMemo(() => {
    const xs = q.data?.partai ?? [];
    return [xs.filter((p) => p.status !== 'SELESAI'), xs.filter((p) => p.status === 'SELESAI').reverse()];
  }, [q.data]);
  return (
    <section className="space-y-4" aria-label="Jadwal atlet saya">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-xl font-black tracking-tight sm:text-2xl">JADWAL ATLET SAYA</h2>
        <span className="badge badge-ghost gap-1" data-live={q.live}>
          <Radio className="size-3" aria-hidden="true" />
          {LIVE[q.live]}
        </span>
      </div>
      {q.isLoading ? (
        <p role="status">Memuat jadwal…</p>
      ) : q.error ? (
        <p className="text-error" role="alert">
          {q.error.message}
        </p>
      ) : depan.length + lalu.length === 0 ? (
        <p className="rounded-box bg-base-100 p-10 text-center shadow ring-1 ring-base-300">
          <CalendarClock className="mx-auto mb-2 size-8" aria-hidden="true" />
          Belum ada partai bernomor untuk atlet dojang ini.
        </p>
      ) : (
        <>
          <section aria-label="Partai berikutnya" className="space-y-2">
            <h3 className="font-black">Berikutnya ({depan.length})</h3>
            <ul className="space-y-2">
              {depan.map((p) => (
                <KartuSaya key={p.id_match} p={p} now={now} />
              ))}
            </ul>
          </section>
          {lalu.length > 0 && (
            <section aria-label="Sudah bertanding" className="space-y-2">
              <h3 className="font-black">Sudah bertanding ({lalu.length})</h3>
              <ul className="space-y-2">
                {lalu.map((p) => (
                  <KartuSaya key={p.id_match} p={p} now={now} />
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </section>
  );
}
