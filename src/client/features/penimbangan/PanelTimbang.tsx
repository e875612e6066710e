import toast from 'react-hot-toast';
import { X } from 'lucide-react';
import { catatTimbang, type EntriTampil, type KelasPenuh } from '../../data/penimbangan';
import { DaftarPercobaan } from './DaftarPercobaan';
import { FormBerat } from './FormBerat';
import { KeputusanPanel } from './KeputusanPanel';
import { kg1 } from './meja-view';
import { Vonis } from './Vonis';

const batasTeks = (x: EntriTampil) => {
  const min = kg1(x.entri.batas_min * 1000);
  return x.entri.batas_max === null || x.entri.batas_max === undefined || x.entri.batas_max >= 200
    ? `> ${min} kg (tanpa batas atas)`
    : `> ${min} kg s.d. ${kg1(x.entri.batas_max * 1000)} kg`;
};

interface Props {
  id_kompetisi: number;
  x: EntriTampil;
  meja: string;
  kelas: ReadonlyMap<number, KelasPenuh>;
  bolehPutuskan: boolean;
  /** May void any attempt (the competition admin); else only this desk's own last one. */
  bolehBatalSemua: boolean;
  peringatan: string | null;
  onTutup: () => void;
}

/** One athlete at the scale: who, the class's limits, the verdict, the weight field, every attempt, and the decision. */
export function PanelTimbang({ id_kompetisi, x, meja, kelas, bolehPutuskan, bolehBatalSemua, peringatan, onTutup }: Props) {
  const timbang = async (berat_gram: number, jenis: 'RESMI' | 'ACAK') => {
    await catatTimbang(id_kompetisi, x.entri, { berat_gram, meja, jenis }).catch((err: unknown) => {
      toast.error(err instanceof Error ? err.message : 'Percobaan tidak dapat disimpan');
    });
  };
  return (
    <section
      className="space-y-4 rounded-box bg-base-100 p-4 shadow-lg ring-1 ring-base-300 sm:p-6"
      aria-label={`Penimbangan ${x.entri.nama_atlet}`}
    >
      <div
        className="sticky top-16 z-10 -mx-4 -mt-4 flex items-start justify-between gap-3 rounded-t-box bg-base-100 px-4 pt-4 pb-2 sm:-mx-6 sm:-mt-6 sm:px-6 sm:pt-6 xl:top-0"
        data-peserta-dipilih
      >
        <div className="min-w-0">
          <h2 className="text-2xl font-black leading-tight sm:text-3xl">{x.entri.nama_atlet}</h2>
          <p className="text-base-content/80">{x.entri.nama_dojang}</p>
          <p className="mt-1 font-semibold">{x.entri.kelas_label}</p>
          <p className="text-sm text-base-content/70">
            Batas: {batasTeks(x)} · Kartu {x.entri.kode_kartu}
          </p>
        </div>
        <button type="button" className="btn btn-ghost btn-sm btn-circle" onClick={onTutup} aria-label="Tutup peserta">
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>
      {peringatan && (
        <p className="rounded-box bg-warning/20 p-2 text-sm font-semibold" role="alert">
          {peringatan}
        </p>
      )}
      <Vonis x={x} />
      <FormBerat x={x} onTimbang={timbang} />
      {bolehPutuskan && <KeputusanPanel id_kompetisi={id_kompetisi} x={x} kelas={kelas} />}
      <div>
        <h3 className="mb-1 font-bold">Riwayat percobaan</h3>
        <DaftarPercobaan id_kompetisi={id_kompetisi} x={x} meja={meja} semua={bolehBatalSemua} />
      </div>
    </section>
  );
}
