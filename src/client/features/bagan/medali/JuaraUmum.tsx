import { Crown } from 'lucide-react';
import { HADIAH_JUARA_UMUM, type JuaraUmum as JuaraUmumRow } from '../../../../domain/bagan/types';
import { formatRupiah } from '../../../ui/format';
import { MedaliIcon } from './MedaliIcon';

type Kategori = 'prestasi' | 'pemula';

const JUDUL: Record<Kategori, string> = { prestasi: 'Prestasi', pemula: 'Pemula' };
const JENIS = ['emas', 'perak', 'perunggu'] as const;

interface Tempat {
  peringkat: number;
  dojang: JuaraUmumRow | null;
  hadiah: number;
}

/** Places 1–3 of one category: the dojangs that hold them (a shared place twice), then the places still open. */
export function tempatJuara(rows: readonly JuaraUmumRow[], kategori: Kategori): Tempat[] {
  const hadiah = HADIAH_JUARA_UMUM[kategori];
  const isi: Tempat[] = rows
    .filter((r) => r.hadiah !== null && r.peringkat <= hadiah.length)
    .map((r) => ({ peringkat: r.peringkat, dojang: r, hadiah: r.hadiah ?? 0 }));
  for (let n = isi.length + 1; n <= hadiah.length; n += 1) isi.push({ peringkat: n, dojang: null, hadiah: hadiah[n - 1]! });
  return isi;
}

/** 'Juara Umum Prestasi', with '(sementara)' while a class of the category is still to be decided. */
export const judulJuaraUmum = (kategori: Kategori, final: boolean) => `Juara Umum ${JUDUL[kategori]}${final ? '' : ' (sementara)'}`;

function Kartu({ kategori, rows, final }: { kategori: Kategori; rows: readonly JuaraUmumRow[]; final: boolean }) {
  const judul = judulJuaraUmum(kategori, final);
  return (
    <section className="rounded-box bg-base-100 p-5 shadow ring-1 ring-base-300" aria-label={judul}>
      <h3 className="flex items-center gap-2 text-lg font-black">
        <Crown className="size-5 text-amber-500" aria-hidden="true" /> Juara Umum {JUDUL[kategori]}
        {!final && <span className="text-sm font-semibold text-base-content/70">(sementara)</span>}
      </h3>
      {!final && <p className="mt-1 text-xs text-base-content/75">Masih ada kelas yang belum selesai; urutan dapat berubah.</p>}
      <ol className="mt-4 space-y-3">
        {tempatJuara(rows, kategori).map((t, i) => (
          <li key={`${t.peringkat}-${t.dojang?.id_dojang ?? i}`} className="flex items-start gap-3">
            <MedaliIcon jenis={JENIS[t.peringkat - 1] ?? 'perunggu'} className="mt-0.5 size-9 text-sm">
              {t.peringkat}
            </MedaliIcon>
            <div className="min-w-0 flex-1">
              <p className={`break-words ${t.dojang ? 'font-bold' : 'text-base-content/60 italic'}`}>
                <span className="sr-only">Juara {t.peringkat}: </span>
                {t.dojang ? t.dojang.nama_dojang : 'Belum ditentukan'}
              </p>
              {t.dojang && (
                <p className="text-xs text-base-content/75 tabular-nums">
                  {t.dojang.emas} emas · {t.dojang.perak} perak · {t.dojang.perunggu} perunggu
                </p>
              )}
              <p className="mt-0.5 text-sm font-bold text-success tabular-nums">{formatRupiah(t.hadiah)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

interface Props {
  juara: Record<Kategori, readonly JuaraUmumRow[]>;
  /** Per category: every class decided. Otherwise the card says 'sementara'. */
  final: Record<Kategori, boolean>;
  className?: string;
}

/** The general champion of each category with the prizes (id-ID Rupiah), provisional until its classes are decided. */
export function JuaraUmum({ juara, final, className = '' }: Props) {
  return (
    <div className={`grid gap-4 sm:grid-cols-2 ${className}`}>
      <Kartu kategori="prestasi" rows={juara.prestasi} final={final.prestasi} />
      <Kartu kategori="pemula" rows={juara.pemula} final={final.pemula} />
    </div>
  );
}
