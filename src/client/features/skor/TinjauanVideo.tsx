import { useState } from 'react';
import { Video } from 'lucide-react';
import {
  SUDUT,
  TEKNIK,
  TEKNIK_INFO,
  labelSkor,
  type AturanKyorugi,
  type HasilBout,
  type IsiKejadian,
  type IsiSkor,
  type KejadianEfektif,
  type Sudut,
  type UbahIvr,
} from '../../../domain/skor';

type Pilihan = 'tanpa' | 'tambah' | 'hapus';
type Nilai = (typeof TEKNIK)[number] | 'gam_jeom';

const namaSudut = (s: Sudut) => (s === 'B' ? 'B (biru)' : 'R (merah)');

/** The referee's answer to the waiting request: rejected, or accepted with the score change it brings. */
function Putusan({
  minta,
  sudut,
  aturan,
  skor,
  tap,
}: {
  minta: number;
  sudut: Sudut;
  aturan: AturanKyorugi;
  skor: readonly KejadianEfektif[];
  tap: (isi: IsiKejadian) => void;
}) {
  const [terima, setTerima] = useState(false);
  const [pilih, setPilih] = useState<Pilihan>('tambah');
  const [untuk, setUntuk] = useState<Sudut>(sudut);
  const [nilai, setNilai] = useState<Nilai>('badan');
  const [target, setTarget] = useState<number | null>(skor.at(-1)?.seq ?? null);
  if (!terima)
    return (
      <div className="grid grid-cols-2 gap-2">
        <button
          type="button"
          className="btn btn-sm btn-error"
          onClick={() => tap({ jenis: 'ivr_putusan', minta, diterima: false, ubah: null })}
        >
          Ditolak
        </button>
        <button type="button" className="btn btn-sm btn-success" onClick={() => setTerima(true)}>
          Diterima…
        </button>
      </div>
    );
  const isi: IsiSkor = nilai === 'gam_jeom' ? { jenis: 'gam_jeom', sudut: untuk } : { jenis: 'poin', sudut: untuk, teknik: nilai };
  const ubah: UbahIvr | null =
    pilih === 'tambah' ? { jenis: 'tambah', isi } : pilih === 'hapus' && target !== null ? { jenis: 'hapus', target } : null;
  return (
    <fieldset className="space-y-2 text-left">
      <legend className="text-sm font-semibold">Diterima — perubahan skor:</legend>
      <label className="flex items-center gap-2 text-sm">
        <input type="radio" className="radio radio-sm" checked={pilih === 'tambah'} onChange={() => setPilih('tambah')} />
        Beri nilai
      </label>
      {pilih === 'tambah' && (
        <div className="flex gap-2 pl-6">
          <select className="select select-sm w-28" aria-label="Sudut" value={untuk} onChange={(e) => setUntuk(e.target.value as Sudut)}>
            {SUDUT.map((s) => (
              <option key={s} value={s}>
                {namaSudut(s)}
              </option>
            ))}
          </select>
          <select
            className="select select-sm min-w-0 flex-1"
            aria-label="Nilai"
            value={nilai}
            onChange={(e) => setNilai(e.target.value as Nilai)}
          >
            {TEKNIK.map((t) => (
              <option key={t} value={t}>
                +{aturan.poin_teknik[t]} {TEKNIK_INFO[t].label}
              </option>
            ))}
            <option value="gam_jeom">Gam-jeom (poin untuk lawan)</option>
          </select>
        </div>
      )}
      <label className="flex items-center gap-2 text-sm">
        <input
          type="radio"
          className="radio radio-sm"
          checked={pilih === 'hapus'}
          disabled={skor.length === 0}
          onChange={() => setPilih('hapus')}
        />
        Hapus nilai yang diberikan
      </label>
      {pilih === 'hapus' && (
        <select
          className="select select-sm ml-6 w-[calc(100%-1.5rem)]"
          aria-label="Nilai yang dihapus"
          value={target ?? ''}
          onChange={(e) => setTarget(Number(e.target.value))}
        >
          {[...skor].reverse().map((k) => (
            <option key={k.seq} value={k.seq}>
              #{k.seq} {labelSkor(k as IsiSkor, aturan)}
            </option>
          ))}
        </select>
      )}
      <label className="flex items-center gap-2 text-sm">
        <input type="radio" className="radio radio-sm" checked={pilih === 'tanpa'} onChange={() => setPilih('tanpa')} />
        Tanpa perubahan skor
      </label>
      <div className="flex gap-2">
        <button type="button" className="btn btn-sm btn-success" onClick={() => tap({ jenis: 'ivr_putusan', minta, diterima: true, ubah })}>
          Simpan putusan
        </button>
        <button type="button" className="btn btn-sm btn-ghost" onClick={() => setTerima(false)}>
          Kembali
        </button>
      </div>
    </fieldset>
  );
}

/** Video replay: each coach's cards (the rule set's number), the request, and the referee's answer, all on the log. */
export function TinjauanVideo({
  hasil,
  aturan,
  skor,
  aktif,
  tap,
}: {
  hasil: HasilBout;
  aturan: AturanKyorugi;
  /** Points and gam-jeoms in force, oldest first: what an accepted review may take back. */
  skor: readonly KejadianEfektif[];
  aktif: boolean;
  tap: (isi: IsiKejadian) => void;
}) {
  if (!aturan.ivr) return null;
  const { kartu, menunggu } = hasil.ivr;
  return (
    <section className="space-y-2 rounded-box bg-base-100 p-3 shadow-sm ring-1 ring-base-300" aria-label="Tinjauan video (IVR)">
      <p className="flex items-center gap-2 text-sm font-semibold">
        <Video className="size-4" aria-hidden="true" />
        Tinjauan video (IVR)
        <span className="ml-auto font-normal" data-kartu-ivr={`${kartu.B}-${kartu.R}`}>
          Kartu B {kartu.B} · R {kartu.R}
        </span>
      </p>
      {menunggu ? (
        <div className="space-y-2 rounded-box bg-warning/15 p-2" role="group" aria-label="Putusan tinjauan video">
          <p className="text-sm font-semibold">Pelatih {namaSudut(menunggu.sudut)} meminta tinjauan. Keputusan wasit:</p>
          <Putusan key={menunggu.seq} minta={menunggu.seq} sudut={menunggu.sudut} aturan={aturan} skor={skor} tap={tap} />
        </div>
      ) : (
        <div className="grid grid-cols-2 gap-2">
          {SUDUT.map((s) => (
            <button
              key={s}
              type="button"
              className={`btn btn-sm ${s === 'B' ? 'border-blue-700' : 'border-red-700'}`}
              disabled={!aktif || kartu[s] <= 0}
              onClick={() => tap({ jenis: 'ivr_minta', sudut: s })}
            >
              Minta IVR {s}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
