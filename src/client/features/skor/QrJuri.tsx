import { useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { Smartphone } from 'lucide-react';
import type { TautanKursiLapangan } from '../../../domain/skor';
import { asalApi } from '../../data/api-url';
import { cabutTautanKursi, mintaTautanKursi } from '../../data/skor';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { KursiJuri, type StatusKursi } from './KursiJuri';

interface QrKursi {
  nomor: number;
  gambar: string;
}

const kunciDibagikan = (id_lapangan: number, tanggal: string) => `arena-qr-kursi:${id_lapangan}:${tanggal}`;
const jamAkhir = (ms: number) =>
  new Intl.DateTimeFormat('id-ID', { timeZone: 'Asia/Jakarta', hour: '2-digit', minute: '2-digit' }).format(new Date(ms - 60_000));

/**
 * 'Juri digital' on a console: per judge's seat whether it is heard (● within 10 s), its latest press and what it
 * sent, and the court's seat links as QR codes — one link per seat for the court's whole day, scanned once in the
 * morning (the phone then follows every bout on this court), shown on demand and hidden again; 'Cabut tautan' stops a
 * seat's link at once (a lost phone), after which the seat's next QR is a new link.
 */
export function QrJuri({
  id_lapangan,
  kursi,
  tersambung,
  tanpaServer,
  children,
}: {
  id_lapangan: number;
  kursi: readonly StatusKursi[];
  /** The server answered the latest read; null: not asked yet. */
  tersambung: boolean | null;
  /** Shown while the server cannot be reached. */
  tanpaServer: string;
  /** More of the panel (the console's controllers). */
  children?: ReactNode;
}) {
  const jumlah = kursi.length;
  const [tautan, setTautan] = useState<TautanKursiLapangan | null>(null);
  const [qr, setQr] = useState<QrKursi[] | null>(null);
  const [memuat, setMemuat] = useState(false);
  const [cabut, setCabut] = useState<number | null>(null);
  const [mencabut, setMencabut] = useState(false);
  const [dibagikan, setDibagikan] = useState(false);

  const tampilkan = async () => {
    setMemuat(true);
    try {
      const [t, { default: QRCode }] = await Promise.all([mintaTautanKursi(id_lapangan, jumlah), import('qrcode')]);
      // A console using a venue hub gives the hub's own address: the judges' phones open it directly on the hall's network.
      const gambar = await Promise.all(
        t.juri.map(async (j) => ({
          nomor: j.nomor,
          gambar: await QRCode.toDataURL(`${asalApi() || window.location.origin}${j.tautan}`, {
            errorCorrectionLevel: 'M',
            margin: 2,
            width: 220,
          }),
        })),
      );
      setTautan(t);
      setQr(gambar);
      try {
        setDibagikan(localStorage.getItem(kunciDibagikan(id_lapangan, t.tanggal)) === '1');
        localStorage.setItem(kunciDibagikan(id_lapangan, t.tanggal), '1');
      } catch {
        /* private mode */
      }
    } catch {
      toast.error('Kode QR juri butuh koneksi ke server');
    } finally {
      setMemuat(false);
    }
  };

  const jalankanCabut = async () => {
    if (cabut === null) return;
    setMencabut(true);
    try {
      if (await cabutTautanKursi(id_lapangan, cabut)) toast.success(`Tautan Juri ${cabut} dicabut`);
      else toast(`Juri ${cabut} belum punya tautan yang berlaku`);
      setCabut(null);
      if (qr) await tampilkan();
    } catch {
      toast.error('Mencabut tautan juri butuh koneksi ke server');
    } finally {
      setMencabut(false);
    }
  };

  return (
    <section className="rounded-box bg-base-100 p-2 shadow ring-1 ring-base-300" aria-label="Juri digital" data-juri-digital>
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="flex-1 font-bold">
          <Smartphone className="mr-1 inline size-4" aria-hidden="true" />
          Juri digital
        </h2>
        {qr && (
          <button type="button" className="btn btn-ghost btn-xs" onClick={() => setQr(null)}>
            Sembunyikan QR
          </button>
        )}
        {!qr && (
          <button type="button" className="btn btn-xs" onClick={tampilkan} disabled={memuat}>
            Tampilkan QR
          </button>
        )}
      </div>
      {tersambung === false && <p className="text-xs opacity-70">{tanpaServer}</p>}
      <ul className="mt-1 grid grid-cols-[repeat(auto-fill,minmax(13rem,1fr))] gap-x-4" aria-label="Kursi juri">
        {kursi.map((k) => (
          <KursiJuri key={k.nomor} k={k} onCabut={tersambung === false ? undefined : () => setCabut(k.nomor)} />
        ))}
      </ul>
      {qr && tautan && (
        <div className="mt-2 space-y-1">
          <p className="text-xs" data-qr-kursi>
            Satu tautan per kursi untuk {tautan.nama_lapangan} hari ini (sampai {jamAkhir(tautan.kedaluwarsa)} WIB): pindai sekali, ponsel
            juri mengikuti setiap partai di lapangan ini.
            {dibagikan ? ' Sudah dibagikan hari ini.' : ''}
          </p>
          <div className="grid grid-cols-[repeat(auto-fill,minmax(5.5rem,1fr))] gap-2">
            {qr.map((q) => (
              <figure key={q.nomor} className="text-center text-xs">
                <img src={q.gambar} alt={`Kode QR Juri ${q.nomor}`} className="mx-auto w-full max-w-36" />
                <figcaption className="font-bold">Juri {q.nomor}</figcaption>
              </figure>
            ))}
          </div>
        </div>
      )}
      {children}
      <ConfirmDialog
        open={cabut !== null}
        title={`Cabut tautan Juri ${cabut ?? ''}?`}
        cancelLabel="Batal"
        confirmLabel="Cabut tautan"
        confirmBusyLabel="Mencabut…"
        busy={mencabut}
        tone="error"
        onCancel={() => setCabut(null)}
        onConfirm={() => void jalankanCabut()}
      >
        Ponsel yang memakai tautan kursi ini langsung berhenti menilai. Tampilkan QR lagi untuk memberi kursi ini tautan baru.
      </ConfirmDialog>
    </section>
  );
}
