import { Gamepad2 } from 'lucide-react';
import { TEKNIK, TEKNIK_INFO, type Teknik } from '../../../domain/skor';
import { kunciAksi, labelAksi, labelSumber, namaTombol, SEMUA_AKSI } from './stik';
import type { StikJuri } from './useStikJuri';

/**
 * The console's own judges' controllers (or keyboard rows): 'Pasangkan stik' walks the seats ('Tekan tombol apa saja
 * di stik juri 1' …), 'Atur tombol' asks the button of each corner and technique; both are kept on this device.
 * Their presses need no network: they go to the same consensus as the phones' on this console.
 */
export function StikJuriPanel({ stik, jumlah, poin }: { stik: StikJuri; jumlah: number; poin: Record<Teknik, number> }) {
  const { mode, pasangan } = stik;
  const dipasang = Object.entries(pasangan.kursi)
    .map(([k, s]) => [Number(k), s] as const)
    .filter(([k]) => k <= jumlah)
    .sort((a, b) => a[0] - b[0]);
  return (
    <section className="mt-2 border-t border-base-200 pt-2" aria-label="Stik juri">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="flex-1 whitespace-nowrap text-sm font-bold">
          <Gamepad2 className="mr-1 inline size-4" aria-hidden="true" />
          Stik juri
        </h3>
        <button type="button" className="btn btn-xs" onClick={stik.mulaiPasang} disabled={mode !== null}>
          Pasangkan stik
        </button>
      </div>
      {mode?.jenis === 'pasang' && (
        <div className="mt-1 rounded-box bg-info p-2 text-sm text-info-content" role="status" data-pasang-kursi={mode.kursi}>
          <p className="font-bold">Tekan tombol apa saja di stik juri {mode.kursi}</p>
          <p className="text-xs">Atau satu tombol dari baris papan ketik juri ini (1 … 0, Q … P, A … ;, Z … /).</p>
          <div className="mt-1 flex gap-2">
            <button type="button" className="btn btn-xs" onClick={stik.lewati}>
              Lewati
            </button>
            <button type="button" className="btn btn-xs" onClick={stik.selesai}>
              Selesai
            </button>
          </div>
        </div>
      )}
      {mode?.jenis === 'peta' && (
        <div className="mt-1 rounded-box bg-info p-2 text-sm text-info-content" role="status" data-peta-langkah={mode.langkah}>
          <p className="font-bold">
            Tekan tombol untuk {labelAksi(SEMUA_AKSI[mode.langkah]!, poin)} ({mode.langkah + 1}/{SEMUA_AKSI.length})
          </p>
          <button type="button" className="btn btn-xs mt-1" onClick={stik.selesai}>
            Batal
          </button>
        </div>
      )}
      {dipasang.length === 0 && mode === null && (
        <p className="mt-1 text-xs opacity-70">Tanpa jaringan pun juri bisa menilai dengan stik atau papan ketik di perangkat ini.</p>
      )}
      <details className="mt-1 text-xs">
        <summary className="cursor-pointer">Peta tombol dan stik terpasang</summary>
        <table className="table table-xs mt-1">
          <thead>
            <tr>
              <th>Teknik</th>
              <th>B (stik)</th>
              <th>R (stik)</th>
            </tr>
          </thead>
          <tbody>
            {TEKNIK.map((t) => (
              <tr key={t}>
                <td>
                  +{poin[t]} {TEKNIK_INFO[t].label}
                </td>
                <td>{namaTombol(pasangan.peta[kunciAksi({ sudut: 'B', teknik: t })] ?? -1)}</td>
                <td>{namaTombol(pasangan.peta[kunciAksi({ sudut: 'R', teknik: t })] ?? -1)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-1">Papan ketik: lima tombol pertama baris juri untuk B, lima berikutnya untuk R, urut seperti tabel.</p>
        <button type="button" className="btn btn-xs mt-1" onClick={stik.mulaiPeta} disabled={mode !== null}>
          Atur tombol
        </button>
        <ul className="mt-1">
          {dipasang.map(([k, s]) => (
            <li key={k} className="flex items-center gap-2">
              Juri {k}: {labelSumber(s)}
              {s.jenis === 'stik' && s.id ? <span className="truncate opacity-60">({s.id})</span> : null}
              <button type="button" className="btn btn-ghost btn-xs" onClick={() => stik.lepas(k)}>
                Lepas
              </button>
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
