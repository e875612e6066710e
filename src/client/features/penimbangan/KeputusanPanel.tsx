import { useState } from 'react';
import * as v from 'valibot';
import toast from 'react-hot-toast';
import { AlertTriangle, ArrowRightLeft, Ban } from 'lucide-react';
import { keputusanSchema } from '../../../domain/penimbangan/schemas';
import { pakaiKeputusanTerbaru, putuskanTimbang, terapkanKeputusanSaya, type EntriTampil, type KelasPenuh } from '../../data/penimbangan';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { MenangDsq } from './MenangDsq';

/** A decision already made or queued: what it is, and the choice when another desk decided first. */
function Tercatat({ x, kelas }: { x: EntriTampil; kelas: ReadonlyMap<number, KelasPenuh> }) {
  const k = x.keputusan;
  const server = x.entri.keputusan;
  return (
    <>
      {server && (
        <p className="rounded-box bg-base-200 p-3 text-sm" data-keputusan={server.jenis}>
          {server.jenis === 'PINDAH'
            ? `Dipindah dari ${kelas.get(server.id_kelas_asal ?? 0)?.label ?? 'kelas asal'} ke ${kelas.get(server.id_kelas_tujuan ?? 0)?.label ?? x.entri.kelas_label}`
            : `Didiskualifikasi: ${server.alasan ?? '-'}`}
          {server.oleh ? ` — oleh ${server.oleh}` : ''}
        </p>
      )}
      {k && k.status !== 'rejected' && (
        <p className="rounded-box bg-warning/15 p-3 text-sm font-semibold">
          {k.jenis === 'PINDAH' ? 'Pindah kelas' : 'Diskualifikasi'}: menunggu sinkron
        </p>
      )}
      {k?.status === 'rejected' && (
        <div className="rounded-box border border-warning bg-warning/10 p-3 text-sm" role="alert">
          <p className="flex items-center gap-1.5 font-semibold">
            <AlertTriangle className="size-4" aria-hidden="true" />
            {k.pesan ?? 'Keputusan ditolak server'}
            {k.kode ? ` (${k.kode})` : ''}
          </p>
          {k.konflik && (
            <>
              <p className="mt-1">
                Di server sekarang: {k.konflik.status === 'DISKUALIFIKASI' ? 'didiskualifikasi' : `kelas ${k.konflik.kelas_label}`}
                {k.konflik.keputusan?.oleh ? ` (diputuskan oleh ${k.konflik.keputusan.oleh})` : ''}.
              </p>
              <div className="mt-2 flex flex-wrap justify-end gap-2">
                <button type="button" className="btn btn-ghost btn-sm" onClick={() => void pakaiKeputusanTerbaru(k.outboxId)}>
                  Pakai yang terbaru
                </button>
                <button type="button" className="btn btn-primary btn-sm" onClick={() => void terapkanKeputusanSaya(k.outboxId)}>
                  Terapkan punya saya
                </button>
              </div>
            </>
          )}
        </div>
      )}
    </>
  );
}

/**
 * The competition admin's decision after the last failed attempt: move to a class the weight fits (only when
 * the competition allows moves at weigh-in) or disqualify with a reason; then, if the class is drawn, the
 * pending match as a DSQ win for the opponent.
 */
export function KeputusanPanel({
  id_kompetisi,
  x,
  kelas,
}: {
  id_kompetisi: number;
  x: EntriTampil;
  kelas: ReadonlyMap<number, KelasPenuh>;
}) {
  const [tujuan, setTujuan] = useState('');
  const [alasan, setAlasan] = useState('');
  const [salah, setSalah] = useState<string | null>(null);
  const [tanya, setTanya] = useState<'PINDAH' | 'DISKUALIFIKASI' | null>(null);
  const [sibuk, setSibuk] = useState(false);
  // The reason is checked by the schema the server parses the decision with (one rule, one message).
  const cekDiskualifikasi = () => {
    const r = v.safeParse(keputusanSchema, { jenis: 'DISKUALIFIKASI', alasan, versi: x.entri.versi });
    if (r.success) setTanya('DISKUALIFIKASI');
    else setSalah(r.issues[0].message);
  };
  // Done for the desk once kept on the device with its outbox entry: the dialog closes, the panel shows it pending.
  const putuskan = async () => {
    if (!tanya) return;
    setSibuk(true);
    try {
      const { kirim } = await putuskanTimbang(
        id_kompetisi,
        x.entri,
        tanya === 'PINDAH' ? { jenis: 'PINDAH', id_kelas_tujuan: Number(tujuan) } : { jenis: 'DISKUALIFIKASI', alasan: alasan.trim() },
      );
      setTanya(null);
      void kirim.catch(() => undefined);
    } catch (e) {
      toast.error(e instanceof Error ? e.message : 'Gagal menyimpan keputusan. Coba lagi.');
    } finally {
      setSibuk(false);
    }
  };
  const tawarPindah = x.bolehPindah && x.opsiPindah.length > 0;
  const ada = x.entri.keputusan || x.keputusan || x.bolehPindah || x.bolehDiskualifikasi;
  if (!ada) return null;
  return (
    <section className="space-y-3 rounded-box bg-base-100 p-4 shadow ring-1 ring-base-300" aria-label="Keputusan berat badan">
      <h3 className="font-bold">Keputusan berat badan</h3>
      <Tercatat x={x} kelas={kelas} />
      <MenangDsq id_kompetisi={id_kompetisi} id_peserta={x.entri.id_peserta_kompetisi} />
      {x.bolehPindah && x.opsiPindah.length === 0 && (
        <p className="text-sm text-base-content/70">Tidak ada kelas lain yang sesuai dengan berat ini.</p>
      )}
      {tawarPindah && (
        <div className="flex flex-wrap items-end gap-2">
          <label className="form-control min-w-0 flex-1">
            <span className="label-text text-sm">Pindah ke kelas</span>
            <select className="select w-full" value={tujuan} onChange={(e) => setTujuan(e.target.value)} aria-label="Kelas tujuan">
              <option value="">Pilih kelas…</option>
              {x.opsiPindah.map((k) => (
                <option key={k.id_kelas_kejuaraan} value={k.id_kelas_kejuaraan}>
                  {k.label}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="btn btn-warning" disabled={!tujuan} onClick={() => setTanya('PINDAH')}>
            <ArrowRightLeft className="size-4" aria-hidden="true" />
            Pindah kelas
          </button>
        </div>
      )}
      {x.bolehDiskualifikasi && (
        <div className="space-y-2">
          <label htmlFor="alasan-dsq" className="block text-sm">
            Alasan diskualifikasi
          </label>
          <textarea
            id="alasan-dsq"
            className={`textarea w-full ${salah ? 'textarea-error' : ''}`}
            rows={2}
            maxLength={500}
            value={alasan}
            onChange={(e) => {
              setAlasan(e.target.value);
              setSalah(null);
            }}
            aria-invalid={salah ? true : undefined}
            aria-describedby={salah ? 'alasan-dsq-msg' : undefined}
          />
          {salah && (
            <p id="alasan-dsq-msg" className="text-xs font-medium text-error" role="alert">
              {salah}
            </p>
          )}
          <button type="button" className="btn btn-error" onClick={cekDiskualifikasi}>
            <Ban className="size-4" aria-hidden="true" />
            Diskualifikasi
          </button>
        </div>
      )}
      <ConfirmDialog
        open={tanya !== null}
        busy={sibuk}
        tone={tanya === 'DISKUALIFIKASI' ? 'error' : 'primary'}
        title={tanya === 'PINDAH' ? 'Pindahkan peserta ke kelas lain?' : 'Diskualifikasi peserta?'}
        cancelLabel="Batal"
        confirmLabel={tanya === 'PINDAH' ? 'Ya, pindahkan' : 'Ya, diskualifikasi'}
        confirmBusyLabel="Menyimpan…"
        onCancel={() => setTanya(null)}
        onConfirm={() => void putuskan()}
      >
        {x.entri.nama_atlet} — {tanya === 'PINDAH' ? `ke ${kelas.get(Number(tujuan))?.label ?? ''}` : alasan.trim()}
      </ConfirmDialog>
    </section>
  );
}
