import { useEffect } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, Clock, Save, Trophy } from 'lucide-react';
import type { NilaiPoomsae, Sudut } from '../../../domain/skor';
import { useLabelPartai, type PartaiTampil } from '../../data/lapangan';
import { LembarJuri, desimal } from './LembarJuri';
import { PanelBendera } from './PanelBendera';
import { QrJuri } from './QrJuri';
import { usePanelPoomsae, type PanelPoomsaeState } from './usePanelPoomsae';
import { useJuriPoomsae } from './useJuriPoomsae';

const GAYA = { B: { kepala: 'bg-blue-700', nama: 'biru' }, R: { kepala: 'bg-red-700', nama: 'merah' } } as const;
const CARA = {
  total: 'nilai lebih tinggi',
  presentasi: 'nilai sama, presentasi lebih tinggi',
  total_semua: 'nilai sama, total semua juri',
} as const;

function KolomSudut({
  sudut,
  partai,
  panel,
  nilai,
}: {
  sudut: Sudut;
  partai: PartaiTampil;
  panel: PanelPoomsaeState;
  nilai: NilaiPoomsae | undefined;
}) {
  const isi = sudut === 'B' ? partai.sudut_a : partai.sudut_b;
  return (
    <section className="flex min-w-0 flex-col gap-2" aria-label={`Sudut ${GAYA[sudut].nama} (${sudut})`} data-sudut={sudut}>
      <header className={`flex items-center gap-2 rounded-box p-2 text-white ${GAYA[sudut].kepala}`}>
        <span className="grid size-10 shrink-0 place-items-center rounded bg-white/20 text-2xl font-black">{sudut}</span>
        <span className="min-w-0 flex-1">
          <span className="block truncate text-lg font-bold leading-tight">{isi?.nama ?? '–'}</span>
          <span className="block truncate text-sm opacity-85">{isi?.nama_dojang ?? ''}</span>
        </span>
        <span className="text-right leading-tight">
          <span className="block text-4xl font-black tabular-nums" data-total={sudut}>
            {nilai ? desimal(nilai.total, 2) : '–'}
          </span>
          {nilai && (
            <span className="block text-xs">
              A {desimal(nilai.akurasi, 2)} · P {desimal(nilai.presentasi, 2)}
            </span>
          )}
        </span>
      </header>
      {panel.draf[sudut].slice(0, panel.draf.ukuran).map((l, i) => (
        <LembarJuri
          key={i}
          sudut={sudut}
          no={i + 1}
          lembar={l}
          hitung={nilai?.juri[i]}
          onPotong={(n) => panel.potong(sudut, i, n)}
          onBatal={() => panel.batalPotong(sudut, i)}
          onPresentasi={(k, x) => panel.setPresentasi(sudut, i, k, x)}
        />
      ))}
    </section>
  );
}

/** The winner so far, in either mode: the corner, how it was decided, the bracket's decision. */
function pemenangPanel(panel: PanelPoomsaeState) {
  const { hasil, hasilBendera: hb, draf } = panel;
  if (draf.mode === 'bendera') {
    return hb?.pemenang ? { sudut: hb.pemenang, cara: `bendera ${hb.suara.B}–${hb.suara.R}`, keputusan: 'PTF', ulang: false } : null;
  }
  const k = hasil?.knockout;
  if (!k) return null;
  return { sudut: k.pemenang, cara: k.cara ? CARA[k.cara] : '', keputusan: k.keputusan, ulang: k.ulang };
}

/**
 * The Poomsae knockout panel at the court tablet, of the class's size and mode: each judge's sheet for blue (B, left)
 * and red (R, right), or each judge's flag; the judges' phones fill them as they send ('Juri digital'). The totals,
 * the dropped scores and the winner follow the domain's computation as they are entered.
 */
export function PanelPoomsae({
  id_kompetisi,
  partai,
  menunggu,
  ditolak,
}: {
  id_kompetisi: number;
  partai: PartaiTampil;
  menunggu: number;
  ditolak: number;
}) {
  const selesai = partai.status === 'SELESAI';
  const juri = useJuriPoomsae(id_kompetisi, partai.id_lapangan, partai.id_match, !selesai);
  const panel = usePanelPoomsae(id_kompetisi, partai, juri.panel);
  const { terimaJuri } = panel;
  useEffect(() => terimaJuri(juri.kiriman), [terimaJuri, juri.kiriman]);
  const navigate = useNavigate();
  const { draf, hasil } = panel;
  const w = pemenangPanel(panel);
  const pemenang = w?.sudut ? (w.sudut === 'B' ? partai.sudut_a : partai.sudut_b) : null;
  const lengkap = draf.mode === 'bendera' ? panel.hasilBendera !== null : hasil !== null;
  const skor = (x: number) => (draf.mode === 'bendera' ? String(x) : desimal(x, 2));
  const label = useLabelPartai(partai.id_lapangan, partai.nomor);
  return (
    <div className="min-h-dvh space-y-2 bg-base-200 p-2 sm:p-3" data-panel-poomsae={partai.id_match} data-mode={draf.mode}>
      <header className="flex flex-wrap items-center gap-2">
        <Link to="/admin-kompetisi/lapangan" className="btn btn-ghost btn-sm">
          <ArrowLeft className="size-4" aria-hidden="true" />
          Meja lapangan
        </Link>
        <h1 className="min-w-0 flex-1 truncate text-lg font-black">
          Panel Poomsae · Partai {label} · <span className="font-semibold">{partai.nama_kelas}</span>
        </h1>
        {menunggu > 0 && (
          <span className="badge badge-warning gap-1">
            <Clock className="size-3" aria-hidden="true" />
            Menunggu sinkron: {menunggu}
          </span>
        )}
        {ditolak > 0 && <span className="badge badge-error">Ditolak server: {ditolak}</span>}
        <span className="badge badge-neutral badge-lg" data-panel-kelas>
          {draf.ukuran} juri · {draf.mode === 'bendera' ? 'bendera' : 'nilai'}
        </span>
      </header>
      {selesai ? (
        <p className="rounded-box bg-base-100 p-6 text-center shadow" role="status">
          Hasil sudah disimpan ke bagan: {skor(partai.skor_a ?? 0)}–{skor(partai.skor_b ?? 0)} (B–R)
          {partai.menunggu > 0 ? ' (menunggu sinkron)' : ''}.
        </p>
      ) : (
        <>
          <section
            className={`flex flex-wrap items-center gap-3 rounded-box p-3 ${w?.sudut ? (w.sudut === 'B' ? 'bg-blue-700 text-white' : 'bg-red-700 text-white') : 'bg-base-100'}`}
            aria-label="Hasil pertandingan"
            data-pemenang={w?.sudut ?? ''}
          >
            {!lengkap && (
              <p className="flex-1">
                {draf.mode === 'bendera' ? 'Pilih bendera setiap juri.' : 'Lengkapi nilai presentasi setiap juri untuk kedua sudut.'}
              </p>
            )}
            {w?.ulang && (
              <p className="flex-1 font-bold" role="alert">
                Nilai sama: ulangi penampilan.
              </p>
            )}
            {w?.sudut && (
              <p className="flex flex-1 items-center gap-2 text-xl font-black">
                <Trophy className="size-6 shrink-0" aria-hidden="true" />
                Pemenang: {w.sudut} — {pemenang?.nama ?? '–'}{' '}
                <span className="text-sm font-normal">
                  ({w.cara}, {w.keputusan})
                </span>
              </p>
            )}
            <button
              type="button"
              className="btn btn-lg border-0 bg-white text-base-content hover:bg-base-200"
              disabled={!w?.sudut || panel.menyimpan}
              onClick={async () => {
                if (await panel.simpan()) await navigate({ to: '/admin-kompetisi/lapangan' });
              }}
            >
              <Save aria-hidden="true" />
              Simpan hasil
            </button>
          </section>
          <QrJuri
            id_lapangan={partai.id_lapangan}
            kursi={Array.from({ length: draf.ukuran }, (_, i) => ({
              nomor: i + 1,
              terhubung: juri.terhubung.has(i + 1),
              terkirim: juri.terkirim.has(i + 1),
            }))}
            tersambung={juri.tersambung}
            tanpaServer="Tanpa koneksi ke server: isi nilai juri di tablet."
          />
        </>
      )}
      {draf.mode === 'bendera' ? (
        !selesai && <PanelBendera partai={partai} panel={panel} />
      ) : (
        <div className="grid gap-2 md:grid-cols-2">
          <KolomSudut sudut="B" partai={partai} panel={panel} nilai={hasil?.B} />
          <KolomSudut sudut="R" partai={partai} panel={panel} nilai={hasil?.R} />
        </div>
      )}
    </div>
  );
}
