import { useState } from 'react';
import { labelPartai } from '../../../domain/jadwal';
import { Send, Undo2 } from 'lucide-react';
import {
  akurasiLembar,
  lembarLengkap,
  PESAN_TUTUP,
  type InfoTautanJuri,
  type LembarPoomsae,
  type PanelPoomsaeKelas,
  type Sudut,
} from '../../../domain/skor';
import type { KursiTampil } from './kursi';
import type { DetakJuri } from './useDetakJuri';
import { useLembarHp } from './useLembarHp';

const desimal = (x: number) => x.toFixed(1).replace('.', ',');
const BAGIAN = ['Kecepatan & kekuatan', 'Ritme & tempo', 'Ekspresi energi'] as const;
const PILIHAN = Array.from({ length: 16 }, (_, i) => (5 + i) / 10);
const GAYA: Record<Sudut, { warna: string; pilih: string; nama: string }> = {
  B: { warna: 'bg-blue-700 text-white', pilih: 'bg-blue-600 text-white', nama: 'biru' },
  R: { warna: 'bg-red-700 text-white', pilih: 'bg-red-600 text-white', nama: 'merah' },
};

/** One corner's sheet: accuracy as 4.0 minus the −0.1 / −0.3 taps (with undo), the three presentation parts by tap. */
function Lembar({
  sudut,
  l,
  onPotong,
  onBatal,
  onPresentasi,
}: {
  sudut: Sudut;
  l: LembarPoomsae;
  onPotong: (n: 1 | 3) => void;
  onBatal: () => void;
  onPresentasi: (k: number, x: number) => void;
}) {
  const a = akurasiLembar(l);
  const p = l.presentasi.every((x) => x !== null) ? l.presentasi.reduce((s: number, x) => s + (x ?? 0), 0) : null;
  return (
    <div className="space-y-3" data-lembar-hp={sudut}>
      <div className="flex items-center gap-2">
        <p className="flex-1 text-lg">
          Akurasi{' '}
          <b className="text-4xl tabular-nums" data-akurasi-hp={sudut}>
            {desimal(a / 10)}
          </b>
        </p>
        <button
          type="button"
          className="btn h-16 w-20 text-xl"
          disabled={a < 1}
          onClick={() => onPotong(1)}
          aria-label={`${sudut}: kurangi 0,1`}
        >
          −0,1
        </button>
        <button
          type="button"
          className="btn h-16 w-20 text-xl"
          disabled={a < 3}
          onClick={() => onPotong(3)}
          aria-label={`${sudut}: kurangi 0,3`}
        >
          −0,3
        </button>
        <button
          type="button"
          className="btn btn-ghost h-16 w-14"
          disabled={l.potong.length === 0}
          onClick={onBatal}
          aria-label={`${sudut}: batalkan pengurangan terakhir`}
        >
          <Undo2 className="size-6" aria-hidden="true" />
        </button>
      </div>
      {BAGIAN.map((label, k) => (
        <fieldset key={label}>
          <legend className="text-sm font-bold">{label}</legend>
          <div className="grid grid-cols-8 gap-1">
            {PILIHAN.map((x) => (
              <button
                key={x}
                type="button"
                aria-pressed={l.presentasi[k] === x}
                aria-label={`${sudut} ${label} ${desimal(x)}`}
                className={`btn btn-sm h-11 min-h-11 px-0 text-sm ${l.presentasi[k] === x ? GAYA[sudut].pilih : ''}`}
                onClick={() => onPresentasi(k, x)}
              >
                {desimal(x)}
              </button>
            ))}
          </div>
        </fieldset>
      ))}
      <p className="text-right text-lg">
        Presentasi <b className="tabular-nums">{p === null ? '–' : desimal(p)}</b>
      </p>
    </div>
  );
}

/**
 * A Poomsae judge's phone: the judge's own sheet for blue then red (or the flag in 'bendera' mode) and 'Kirim';
 * a resend replaces what the table holds until the bout is saved. Big targets for a 390 px screen. With a court's
 * seat link (`kursi`) it is the sheet of the bout on the mat, sent only while that bout runs.
 */
export function JuriPoomsae({
  token,
  info,
  panel,
  detak,
  kursi,
}: {
  token: string;
  info: InfoTautanJuri;
  panel: PanelPoomsaeKelas;
  detak: DetakJuri;
  kursi?: KursiTampil;
}) {
  const { status, catat } = detak;
  const h = useLembarHp(token, info, panel, catat, kursi);
  const [sudut, setSudut] = useState<Sudut>('B');
  const tetap = status && !status.ok && status.tetap;
  const terkunci = kursi?.tutup ?? null;
  const nama = (s: Sudut) => info.sudut[s]?.nama ?? '–';
  return (
    <div className="min-h-dvh bg-base-200 pb-24" data-halaman-juri data-juri-poomsae={panel.mode}>
      <header className="flex items-center gap-2 bg-neutral-900 px-3 py-2 text-sm text-white">
        <span className="min-w-0 flex-1 truncate">
          <b>Juri {info.juri}</b>
          {kursi ? ` · ${kursi.nama_lapangan}` : ''} · Partai {info.nomor === null ? '–' : labelPartai(kursi?.kode_lapangan, info.nomor)} ·{' '}
          {info.nama_kelas}
        </span>
        <span role="status" data-terhubung={status?.ok ? '1' : '0'}>
          {status === null ? 'Menyambung…' : status.ok ? '● Terhubung' : `○ ${status.pesan}`}
        </span>
      </header>
      {tetap ? (
        <p className="m-4 rounded-box bg-base-100 p-6 text-center" role="alert" data-kode={status.kode}>
          {status.pesan}
          {status.kode ? ` (${status.kode})` : ''}
        </p>
      ) : panel.mode === 'bendera' ? (
        <section className="grid gap-3 p-3" aria-label="Bendera">
          <p className="text-center text-lg font-bold">Angkat bendera untuk pemenang</p>
          {(['B', 'R'] as const).map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={h.draf.bendera === s}
              aria-label={`Bendera ${s}`}
              onClick={() => h.setBendera(s)}
              className={`flex h-40 flex-col items-center justify-center rounded-box text-white ${GAYA[s].warna} ${h.draf.bendera === s ? 'ring-8 ring-warning' : 'opacity-60'}`}
            >
              <span className="text-6xl font-black">{s}</span>
              <span className="max-w-full truncate px-2 text-lg">{nama(s)}</span>
            </button>
          ))}
        </section>
      ) : (
        <div className="space-y-3 p-3">
          <div className="grid grid-cols-2 gap-2" role="tablist" aria-label="Sudut">
            {(['B', 'R'] as const).map((s) => (
              <button
                key={s}
                type="button"
                role="tab"
                aria-selected={sudut === s}
                aria-label={`Sudut ${s}`}
                onClick={() => setSudut(s)}
                className={`flex h-16 flex-col items-center justify-center rounded-box ${GAYA[s].warna} ${sudut === s ? 'ring-4 ring-warning' : 'opacity-60'}`}
              >
                <span className="text-2xl font-black leading-none">
                  {s}
                  {lembarLengkap(h.draf[s]) ? ' ✓' : ''}
                </span>
                <span className="max-w-full truncate px-2 text-xs">{nama(s)}</span>
              </button>
            ))}
          </div>
          <section className="rounded-box bg-base-100 p-3 shadow" aria-label={`Nilai sudut ${GAYA[sudut].nama} (${sudut})`}>
            <Lembar
              key={sudut}
              sudut={sudut}
              l={h.draf[sudut]}
              onPotong={(n) => h.potong(sudut, n)}
              onBatal={() => h.batal(sudut)}
              onPresentasi={(k, x) => h.setPresentasi(sudut, k, x)}
            />
            {sudut === 'B' && (
              <button type="button" className="btn btn-block mt-3 h-14" onClick={() => setSudut('R')}>
                Lanjut ke sudut R
              </button>
            )}
          </section>
        </div>
      )}
      {!tetap && (
        <footer className="fixed inset-x-0 bottom-0 space-y-1 bg-base-100 p-2 shadow-lg">
          {h.gagal && (
            <p className="text-center text-sm text-error" role="alert" data-kode={h.gagal.kode}>
              {h.gagal.pesan}
              {h.gagal.kode ? ` (${h.gagal.kode})` : ''}
            </p>
          )}
          {terkunci && (
            <p className="rounded bg-base-300 p-1 text-center text-sm font-bold" role="status" data-tutup={terkunci}>
              {PESAN_TUTUP[terkunci]}
            </p>
          )}
          <p className="text-center text-sm" data-terkirim={h.sudahTerkirim ? '1' : '0'}>
            {h.sudahTerkirim
              ? '✓ Terkirim ke meja'
              : h.isi
                ? 'Belum dikirim'
                : panel.mode === 'bendera'
                  ? 'Pilih satu bendera'
                  : 'Lengkapi nilai B dan R'}
          </p>
          <button
            type="button"
            className="btn btn-primary btn-block h-14 text-lg"
            disabled={!h.isi || h.mengirim || terkunci !== null}
            onClick={() => void h.kirim()}
          >
            <Send aria-hidden="true" />
            {h.sudahTerkirim ? 'Kirim ulang' : 'Kirim'}
          </button>
        </footer>
      )}
    </div>
  );
}
