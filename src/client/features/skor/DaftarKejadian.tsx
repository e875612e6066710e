import { useId, useState } from 'react';
import { Pencil } from 'lucide-react';
import {
  ALASAN_ABAIKAN_LABEL,
  KEJADIAN_MSG,
  SUDUT,
  TEKNIK,
  TEKNIK_INFO,
  labelKejadian,
  labelSkor,
  riwayatLog,
  type AturanKyorugi,
  type BarisRiwayat,
  type IsiKejadian,
  type IsiSkor,
  type KejadianBout,
  type StatusRiwayat,
  type Sudut,
  type Teknik,
} from '../../../domain/skor';
import { IsianTeks } from './IsianTeks';

type Pilihan = Teknik | 'gam_jeom' | 'hapus';

/** A correction of one point or gam-jeom: another technique or corner (a koreksi event with its reason), or removed (undo). */
function FormKoreksi({
  seq,
  isi: k,
  aturan,
  tap,
  tutup,
}: {
  seq: number;
  isi: IsiSkor;
  aturan: AturanKyorugi;
  tap: (isi: IsiKejadian) => void;
  tutup: () => void;
}) {
  const [sudut, setSudut] = useState<Sudut>(k.jenis === 'poin' || k.jenis === 'gam_jeom' ? k.sudut : 'B');
  const [pilih, setPilih] = useState<Pilihan>(k.jenis === 'poin' ? k.teknik : 'gam_jeom');
  const [alasan, setAlasan] = useState('');
  const idAlasan = useId();
  const [salah, setSalah] = useState<string | null>(null);
  const simpan = () => {
    if (pilih === 'hapus') {
      tap({ jenis: 'undo', target: seq });
      tutup();
      return;
    }
    if (alasan.trim() === '') {
      setSalah(KEJADIAN_MSG.alasan);
      return;
    }
    const pengganti: IsiSkor = pilih === 'gam_jeom' ? { jenis: 'gam_jeom', sudut } : { jenis: 'poin', sudut, teknik: pilih };
    tap({ jenis: 'koreksi', target: seq, pengganti, alasan: alasan.trim() });
    tutup();
  };
  return (
    <div className="space-y-2 rounded-box bg-warning/10 p-2 ring-1 ring-warning" role="group" aria-label={`Koreksi kejadian #${seq}`}>
      <div className="flex flex-wrap gap-2">
        <select
          className="select select-sm w-24"
          aria-label="Sudut pengganti"
          value={sudut}
          disabled={pilih === 'hapus'}
          onChange={(e) => setSudut(e.target.value as Sudut)}
        >
          {SUDUT.map((s) => (
            <option key={s} value={s}>
              {s === 'B' ? 'B (biru)' : 'R (merah)'}
            </option>
          ))}
        </select>
        <select
          className="select select-sm min-w-0 flex-1"
          aria-label="Teknik pengganti"
          value={pilih}
          onChange={(e) => setPilih(e.target.value as Pilihan)}
        >
          {TEKNIK.map((t) => (
            <option key={t} value={t}>
              +{aturan.poin_teknik[t]} {TEKNIK_INFO[t].label}
            </option>
          ))}
          <option value="gam_jeom">Gam-jeom</option>
          <option value="hapus">Hapus kejadian ini</option>
        </select>
      </div>
      {pilih !== 'hapus' && (
        <div>
          <label htmlFor={idAlasan} className="text-sm">
            Alasan koreksi
          </label>
          <IsianTeks
            id={idAlasan}
            value={alasan}
            salah={salah}
            onChange={(v) => {
              setAlasan(v);
              setSalah(null);
            }}
          />
        </div>
      )}
      <div className="flex gap-2">
        <button type="button" className="btn btn-sm btn-warning" onClick={simpan}>
          Simpan koreksi
        </button>
        <button type="button" className="btn btn-sm btn-ghost" onClick={tutup}>
          Batal
        </button>
      </div>
    </div>
  );
}

const CATATAN: Record<Exclude<StatusRiwayat, 'berlaku'>, string> = {
  dibatalkan: 'dibatalkan',
  diganti: 'dikoreksi',
  diabaikan: 'tidak berlaku',
};

/** What an event of the record says now: its replacement when corrected. */
const isiKini = (b: BarisRiwayat): IsiSkor | null =>
  b.pengganti ?? (b.kejadian.jenis === 'poin' || b.kejadian.jenis === 'gam_jeom' ? b.kejadian : null);

/**
 * The bout's record as kept, most recent first: every event, a taken-back or corrected one struck through with what
 * took it back, and the corrections themselves. A point or gam-jeom in force is open to a correction while the bout
 * is not saved.
 */
export function DaftarKejadian({
  log,
  aturan,
  aktif,
  tap,
}: {
  log: readonly KejadianBout[];
  aturan: AturanKyorugi;
  aktif: boolean;
  tap: (isi: IsiKejadian) => void;
}) {
  const [buka, setBuka] = useState<number | null>(null);
  const daftar = riwayatLog(aturan, log).reverse();
  const diubah = daftar.filter((b) => b.status !== 'berlaku').length;
  return (
    <details className="rounded-box bg-base-100 p-2 shadow-sm ring-1 ring-base-300">
      <summary className="cursor-pointer font-semibold">
        Catatan kejadian ({daftar.length}
        {diubah > 0 ? `, ${diubah} dikoreksi/dibatalkan` : ''})
      </summary>
      {daftar.length === 0 && <p className="p-2 text-sm opacity-70">Belum ada kejadian.</p>}
      <ol className="mt-2 max-h-[60vh] space-y-1 overflow-y-auto" aria-label="Catatan kejadian">
        {daftar.map((b) => {
          const k = b.kejadian;
          const isi = isiKini(b);
          const bisaKoreksi = isi !== null && (b.status === 'berlaku' || b.status === 'diganti');
          return (
            <li key={k.seq} data-kejadian={k.seq} data-status={b.status}>
              <div className="flex items-center gap-2">
                <span className="w-10 shrink-0 text-sm tabular-nums opacity-70">#{k.seq}</span>
                <span className="min-w-0 flex-1">
                  <span className={b.status === 'berlaku' ? 'font-semibold' : 'line-through opacity-60'}>{labelKejadian(k, aturan)}</span>
                  {b.status !== 'berlaku' && (
                    <span className="badge badge-warning badge-sm ml-2">
                      {CATATAN[b.status]}
                      {b.oleh ? ` #${b.oleh}` : ''}
                    </span>
                  )}
                  {b.pengganti && <span className="ml-2 font-semibold">→ {labelSkor(b.pengganti, aturan)}</span>}
                  {b.alasan && <span className="block text-xs opacity-70">{ALASAN_ABAIKAN_LABEL[b.alasan]}</span>}
                </span>
                {bisaKoreksi && (
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    disabled={!aktif}
                    onClick={() => setBuka(buka === k.seq ? null : k.seq)}
                    aria-label={`Koreksi #${k.seq}`}
                  >
                    <Pencil className="size-4" aria-hidden="true" />
                    Koreksi
                  </button>
                )}
              </div>
              {buka === k.seq && isi && <FormKoreksi seq={k.seq} isi={isi} aturan={aturan} tap={tap} tutup={() => setBuka(null)} />}
            </li>
          );
        })}
      </ol>
    </details>
  );
}
