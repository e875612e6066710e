import { Pause, Play, RotateCcw, Square, Timer } from 'lucide-react';
import {
  labelKejadian,
  type AturanKyorugi,
  type HasilBout,
  type IsiKejadian,
  type KejadianBout,
  type StatusTimer,
} from '../../../domain/skor';
import { AturWaktu } from './AturWaktu';
import { KoreksiRonde } from './KoreksiRonde';
import { jam, labelRonde } from './label';

/** The middle of the console: round and clock, the clock's controls for the phase it is in, and the corrections: undo, reopening a round, setting the clock. */
export function PanelTimer({
  timer,
  hasil,
  aturan,
  terakhir,
  tap,
  batal,
}: {
  timer: StatusTimer;
  hasil: HasilBout;
  aturan: AturanKyorugi;
  terakhir: KejadianBout | null;
  tap: (isi: IsiKejadian) => void;
  batal: () => void;
}) {
  const r = hasil.ronde.at(-1);
  const { fase } = timer;
  const bigClock =
    fase === 'kye_shi' ? (timer.sisa_kye_shi_ms ?? 0) : fase === 'istirahat' ? (timer.sisa_istirahat_ms ?? 0) : timer.sisa_ronde_ms;
  const judul =
    fase === 'kye_shi'
      ? `Kye-shi ${timer.kye_shi_sudut ?? ''}`
      : fase === 'istirahat'
        ? 'Istirahat'
        : fase === 'belum_mulai'
          ? 'Belum mulai'
          : fase === 'selesai'
            ? 'Selesai'
            : timer.berjalan
              ? 'Berjalan'
              : timer.habis || timer.sisa_ronde_ms === 0
                ? 'Waktu habis'
                : 'Jeda';
  const btn = 'btn btn-lg h-auto min-h-14 w-full';
  return (
    <section
      className="flex flex-col items-stretch gap-2 rounded-box bg-base-100 p-3 text-center shadow ring-1 ring-base-300"
      aria-label="Waktu dan ronde"
    >
      <p className="text-sm font-bold uppercase tracking-wide text-base-content/70" data-ronde={timer.ronde}>
        Ronde {Math.max(1, timer.ronde)} / {aturan.ronde_jumlah}
      </p>
      <p
        className={`font-mono text-6xl font-black tabular-nums ${timer.habis ? 'text-error' : ''}`}
        role="timer"
        aria-label={`${judul} ${jam(bigClock)}`}
        data-jam
      >
        {jam(bigClock)}
      </p>
      <p className="text-sm font-semibold" data-fase={fase}>
        {judul}
      </p>
      {fase !== 'ronde' && r?.status === 'selesai' && hasil.status !== 'selesai' && (
        <p className="rounded-box bg-success/15 p-2 text-sm font-semibold" role="status">
          {labelRonde(r, aturan)}
        </p>
      )}

      {hasil.status === 'belum_mulai' && (
        <button type="button" className={`${btn} btn-success`} onClick={() => tap({ jenis: 'ronde_mulai', ronde: 1 })}>
          <Play aria-hidden="true" />
          Mulai ronde 1
        </button>
      )}
      {fase === 'ronde' && timer.berjalan && (
        <button type="button" className={`${btn} btn-neutral`} onClick={() => tap({ jenis: 'timer', aksi: 'jeda' })}>
          <Pause aria-hidden="true" />
          Jeda
        </button>
      )}
      {fase === 'ronde' && !timer.berjalan && !timer.habis && (
        <button
          type="button"
          className={`${btn} btn-success`}
          disabled={timer.sisa_ronde_ms === 0}
          onClick={() => tap({ jenis: 'timer', aksi: 'lanjut' })}
        >
          <Play aria-hidden="true" />
          Lanjut
        </button>
      )}
      {fase === 'ronde' && (
        <div className="grid grid-cols-2 gap-2">
          <button
            type="button"
            className="btn btn-sm h-auto min-h-10 border-blue-700"
            onClick={() => tap({ jenis: 'timer', aksi: 'kye_shi', sudut: 'B' })}
          >
            <Timer className="size-4" aria-hidden="true" />
            Kye-shi B
          </button>
          <button
            type="button"
            className="btn btn-sm h-auto min-h-10 border-red-700"
            onClick={() => tap({ jenis: 'timer', aksi: 'kye_shi', sudut: 'R' })}
          >
            <Timer className="size-4" aria-hidden="true" />
            Kye-shi R
          </button>
        </div>
      )}
      {fase === 'ronde' && !timer.berjalan && r && (
        <button type="button" className="btn btn-outline btn-sm" onClick={() => tap({ jenis: 'ronde_selesai', ronde: r.ronde })}>
          <Square className="size-4" aria-hidden="true" />
          Akhiri ronde {r.ronde}
        </button>
      )}
      {(fase === 'ronde' || fase === 'kye_shi') && !timer.berjalan && (
        <AturWaktu sisa_ms={timer.sisa_ronde_ms} ronde_ms={aturan.ronde_detik * 1000} tap={tap} />
      )}
      {fase === 'kye_shi' && (
        <button type="button" className={`${btn} btn-success`} onClick={() => tap({ jenis: 'timer', aksi: 'kye_shi_selesai' })}>
          <Play aria-hidden="true" />
          Kye-shi selesai
        </button>
      )}
      {hasil.status === 'antara_ronde' && r && (
        <button type="button" className={`${btn} btn-primary`} onClick={() => tap({ jenis: 'ronde_mulai', ronde: r.ronde + 1 })}>
          <Play aria-hidden="true" />
          Ronde berikutnya ({r.ronde + 1})
        </button>
      )}
      {hasil.status === 'menunggu_sup' && (
        <div className="space-y-2 rounded-box bg-warning/20 p-2" role="group" aria-label="Keputusan wasit (SUP)">
          <p className="text-sm font-semibold">Skor seri sampai akhir urutan. Keunggulan (SUP) menurut wasit untuk:</p>
          <div className="grid grid-cols-2 gap-2">
            <button type="button" className="btn btn-lg bg-blue-700 text-white" onClick={() => tap({ jenis: 'sup', sudut: 'B' })}>
              SUP B
            </button>
            <button type="button" className="btn btn-lg bg-red-700 text-white" onClick={() => tap({ jenis: 'sup', sudut: 'R' })}>
              SUP R
            </button>
          </div>
        </div>
      )}
      {fase !== 'ronde' && fase !== 'kye_shi' && <KoreksiRonde ronde={hasil.ronde_bisa_dibuka} tap={tap} />}
      <button type="button" className="btn btn-outline mt-auto h-auto min-h-12" disabled={!terakhir} onClick={batal}>
        <RotateCcw className="size-5" aria-hidden="true" />
        Batal terakhir{terakhir ? ` (${labelKejadian(terakhir, aturan)})` : ''}
      </button>
    </section>
  );
}
