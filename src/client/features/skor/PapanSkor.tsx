import { jam } from './label';
import type { PapanState } from './papan-state';

const WARNA = { B: 'bg-blue-800', R: 'bg-red-800' } as const;

function Sisi({ s, isi }: { s: 'B' | 'R'; isi: PapanState['B'] }) {
  return (
    <section
      className={`flex min-w-0 flex-col justify-between p-[2vh] ${WARNA[s]}`}
      data-sudut={s}
      aria-label={s === 'B' ? 'Sudut biru (B)' : 'Sudut merah (R)'}
    >
      <div className="flex min-w-0 items-center gap-[1.5vw]">
        <span className="grid size-[11vh] shrink-0 place-items-center rounded-[1vh] bg-white text-[8vh] font-black text-black">{s}</span>
        <div className="min-w-0">
          <p className="truncate text-[5vh] font-black leading-tight">{isi.nama}</p>
          <p className="truncate text-[3.2vh] opacity-85">{isi.dojang ?? ''}</p>
        </div>
      </div>
      <p className="text-center text-[34vh] font-black leading-none tabular-nums" data-skor={s}>
        {isi.skor}
      </p>
      <div className="flex justify-between text-[4vh] font-bold">
        <span data-gamjeom={s}>Gam-jeom {isi.gam_jeom}</span>
        {isi.ivr !== null && (
          <span data-ivr={s} title="Kartu tinjauan video tersisa">
            IVR {isi.ivr}
          </span>
        )}
        <span data-menang={s}>Ronde {'●'.repeat(isi.menang_ronde) || '–'}</span>
      </div>
    </section>
  );
}

/** A scoreboard: type sized by the screen's height, readable from 15 m; corners by letter and colour, never colour alone. */
export function PapanSkor({ s, now, id_match, label }: { s: PapanState; now: number; id_match: string; label?: string }) {
  const ms = s.jam_jalan ? Math.max(0, s.jam_ms - (now - s.dibaca)) : s.jam_ms;
  const pemenang = s.pemenang ? s[s.pemenang] : null;
  return (
    <main className="grid h-dvh grid-rows-[auto_1fr_auto] overflow-hidden bg-black text-white" data-papan={id_match}>
      <header className="flex items-center justify-between gap-[2vw] px-[2vw] py-[1vh] text-[3.2vh] font-bold">
        <span className="truncate">
          Partai {label ?? s.nomor} · {s.kelas}
        </span>
        <span className="shrink-0">{s.nama_ronde}</span>
      </header>
      <div className="grid min-h-0 grid-cols-[1fr_auto_1fr]">
        <Sisi s="B" isi={s.B} />
        <section className="flex flex-col items-center justify-center gap-[2vh] px-[2vw]" aria-label="Waktu">
          <p className="text-[5vh] font-black" data-ronde={s.ronde}>
            Ronde {s.ronde}/{s.ronde_jumlah}
          </p>
          <p className={`font-mono text-[14vh] font-black tabular-nums ${s.jam_jalan ? '' : 'text-yellow-300'}`} role="timer" data-jam>
            {jam(ms)}
          </p>
          <p className="text-[4vh] font-bold">{s.jam_label}</p>
        </section>
        <Sisi s="R" isi={s.R} />
      </div>
      <footer
        className={`min-h-[9vh] px-[2vw] py-[1.5vh] text-center text-[5vh] font-black ${s.pemenang ? WARNA[s.pemenang] : ''}`}
        aria-live="polite"
        data-keputusan={s.keputusan ?? ''}
      >
        {pemenang ? `${s.pemenang} MENANG — ${pemenang.nama} · ${s.keputusan ?? ''}` : (s.keterangan ?? '')}
      </footer>
    </main>
  );
}
