import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { PARTAI_LAGI_MAKS, PARTAI_LAGI_MIN, type AtletDiikuti } from '../../../domain/ikuti';
import { errorMessage } from '../../data/api-error';
import { bacaIkutiPelatih, simpanIkutiPelatih } from '../../data/online/ikuti';
import { useTitle } from '../../ui/hooks/useTitle';
import { KabarTerbuka } from './KabarTerbuka';
import { PerangkatIni } from './PerangkatIni';

const KUNCI = ['ikuti', 'pelatih'] as const;

/** The athletes grouped by competition, in the answer's order. */
function perKompetisi(atlet: readonly AtletDiikuti[]) {
  const out = new Map<number, { nama_event: string; atlet: AtletDiikuti[] }>();
  for (const a of atlet) {
    const g = out.get(a.id_kompetisi) ?? { nama_event: a.nama_event, atlet: [] };
    g.atlet.push(a);
    out.set(a.id_kompetisi, g);
  }
  return [...out.values()];
}

/**
 * 'Ikuti atlet' of the coach (/dashboard/ikuti): every athlete of the dojang is followed by default, each can be switched
 * off; how many bouts before to be told; whether this device receives it. `berhenti`: an alert's 'Berhenti ikuti'.
 */
export function IkutiPage({ berhenti }: { berhenti: number | null }) {
  useTitle('Ikuti Atlet');
  const qc = useQueryClient();
  const q = useQuery({ queryKey: KUNCI, queryFn: bacaIkutiPelatih });
  const [pesan, setPesan] = useState<{ teks: string; galat: boolean } | null>(null);
  const [sibuk, setSibuk] = useState(false);

  const simpan = async (input: Parameters<typeof simpanIkutiPelatih>[0], berhasil: string) => {
    setSibuk(true);
    try {
      await simpanIkutiPelatih(input);
      setPesan({ teks: berhasil, galat: false });
      await qc.invalidateQueries({ queryKey: KUNCI });
    } catch (e) {
      setPesan({ teks: errorMessage(e, 'Gagal menyimpan pengaturan'), galat: true });
    } finally {
      setSibuk(false);
    }
  };

  // One tap from an alert: that athlete is switched off once the list is known.
  const sudah = useRef(false);
  useEffect(() => {
    if (!berhenti || sudah.current || !q.data) return;
    sudah.current = true;
    const a = q.data.atlet.find((x) => x.id_peserta_kompetisi === berhenti);
    if (a?.aktif) void simpan({ atlet: [{ id_peserta_kompetisi: berhenti, aktif: false }] }, `Berhenti mengikuti ${a.nama}`);
  });

  const data = q.data;
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <header>
        <h1 className="text-2xl font-black">Ikuti Atlet</h1>
        <p className="text-sm opacity-80">
          Pemberitahuan untuk setiap atlet dojang: beberapa partai sebelum bertanding (dengan perkiraan waktu dan lapangan), saat dipanggil
          ke lapangan, dan hasilnya. Tidak dikirim pada malam hari (21.00–06.00 WIB) sebelum hari pertandingan dimulai.
        </p>
      </header>
      <PerangkatIni />
      {pesan && (
        <p role={pesan.galat ? 'alert' : 'status'} className={`alert ${pesan.galat ? 'alert-error' : 'alert-success'} py-2 text-sm`}>
          {pesan.teks}
        </p>
      )}
      {q.isPending && <p className="py-8 text-center">Memuat…</p>}
      {q.isError && (
        <p role="alert" className="alert alert-error">
          {errorMessage(q.error, 'Daftar atlet belum dapat dimuat')}
        </p>
      )}
      {data && (
        <>
          <label className="card bg-base-100 shadow-sm">
            <div className="card-body flex-row flex-wrap items-center gap-3 p-4">
              <span className="grow font-bold">Beri tahu sebelum bertanding</span>
              <select
                className="select select-bordered w-40"
                value={data.partai_lagi}
                disabled={sibuk}
                onChange={(e) => void simpan({ partai_lagi: Number(e.target.value) }, 'Pengaturan ikuti atlet disimpan')}
              >
                {Array.from({ length: PARTAI_LAGI_MAKS - PARTAI_LAGI_MIN + 1 }, (_, i) => i + PARTAI_LAGI_MIN).map((n) => (
                  <option key={n} value={n}>
                    {n} partai lagi
                  </option>
                ))}
              </select>
            </div>
          </label>
          {data.atlet.length === 0 && (
            <p className="py-8 text-center opacity-80">Belum ada atlet dojang yang disetujui pada kompetisi yang akan berlangsung.</p>
          )}
          {perKompetisi(data.atlet).map((g) => (
            <section key={g.nama_event} className="card bg-base-100 shadow-sm" aria-label={g.nama_event}>
              <div className="card-body gap-1 p-4">
                <h2 className="font-bold">{g.nama_event}</h2>
                <ul className="divide-y divide-base-200">
                  {g.atlet.map((a) => (
                    <li key={a.id_peserta_kompetisi}>
                      <label className="flex cursor-pointer items-center gap-3 py-2">
                        <span className="min-w-0 grow">
                          <span className="block truncate font-semibold">{a.nama}</span>
                          <span className="block truncate text-xs opacity-75">{a.nama_kelas}</span>
                        </span>
                        <input
                          type="checkbox"
                          className="toggle toggle-primary"
                          checked={a.aktif}
                          disabled={sibuk}
                          aria-label={`Ikuti ${a.nama}`}
                          onChange={(e) =>
                            void simpan(
                              { atlet: [{ id_peserta_kompetisi: a.id_peserta_kompetisi, aktif: e.target.checked }] },
                              e.target.checked ? `${a.nama} diikuti` : `Berhenti mengikuti ${a.nama}`,
                            )
                          }
                        />
                      </label>
                    </li>
                  ))}
                </ul>
              </div>
            </section>
          ))}
        </>
      )}
      <KabarTerbuka />
    </div>
  );
}
