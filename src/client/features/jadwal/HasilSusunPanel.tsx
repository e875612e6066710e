import { CircleCheck, TriangleAlert, X } from 'lucide-react';
import { kalimatBentrok, kalimatIstirahat, kalimatSelesai, type RingkasanSusun } from '../../../domain/jadwal/ringkasan-susun';

const MAKS = 8;
/** 'A-12' never broken at its hyphen. */
const utuh = (teks: string) => teks.replace(/([A-Z])-(\d)/g, '$1\u2011$2');

/** A list that shows its first lines and says how many more there are. */
function Daftar({ baris }: { baris: string[] }) {
  return (
    <ul className="list-disc space-y-0.5 pl-5">
      {baris.slice(0, MAKS).map((b) => (
        <li key={b}>{utuh(b)}</li>
      ))}
      {baris.length > MAKS && <li className="list-none text-base-content/70">… dan {baris.length - MAKS} lainnya</li>}
    </ul>
  );
}

/**
 * What 'Susun otomatis' made of the day: no athlete on two mats at once (or who still is, and by how much, in the
 * least bad arrangement), the rest breaches the courts' orders could not avoid, and each court's expected end.
 */
export function HasilSusunPanel({ r, onTutup }: { r: RingkasanSusun; onTutup: () => void }) {
  const atletBentrok = new Set(r.bentrok.flatMap((b) => b.atlet)).size;
  const lintas = r.pelanggaran_istirahat.filter((p) => p.partai === null);
  const satu = r.pelanggaran_istirahat.filter((p) => p.partai !== null);
  const bersih = atletBentrok === 0 && r.pelanggaran_istirahat.length === 0;
  return (
    <section
      className={`relative space-y-2 rounded-box p-3 pr-10 text-sm ring-1 ${bersih ? 'bg-success/10 ring-success/40' : 'bg-warning/10 ring-warning/50'}`}
      aria-label="Hasil susun otomatis"
      role="status"
    >
      <button
        type="button"
        className="btn btn-ghost btn-xs btn-square absolute right-2 top-2"
        onClick={onTutup}
        aria-label="Tutup hasil susun"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
      {atletBentrok === 0 ? (
        <p className="flex items-start gap-2 font-semibold">
          <CircleCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
          Tidak ada atlet yang bertanding di dua lapangan sekaligus.
          {r.pelanggaran_istirahat.length === 0 && ` Setiap atlet istirahat minimal ${r.istirahat_minimal} partai.`}
        </p>
      ) : (
        <div className="space-y-1">
          <p className="flex items-start gap-2 font-semibold">
            <TriangleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
            Tidak ada susunan tanpa bentrok. Ini susunan paling ringan: {atletBentrok} atlet masih bertanding di dua lapangan sekaligus.
          </p>
          <Daftar baris={r.bentrok.map(kalimatBentrok)} />
        </div>
      )}
      {lintas.length > 0 && (
        <div className="space-y-1">
          <p className="font-semibold">Pindah lapangan dengan jeda kurang dari {r.istirahat_minimal} partai:</p>
          <Daftar baris={lintas.map((p) => kalimatIstirahat(p, r.istirahat_minimal))} />
        </div>
      )}
      {satu.length > 0 && (
        <div className="space-y-1">
          <p className="font-semibold">
            Istirahat kurang dari {r.istirahat_minimal} partai (tidak ada urutan lapangan yang bisa menghindarinya):
          </p>
          <Daftar baris={satu.map((p) => kalimatIstirahat(p, r.istirahat_minimal))} />
        </div>
      )}
      <p className="text-base-content/80">
        Perkiraan selesai: {r.selesai.map(kalimatSelesai).join(' · ')}
        {r.tuntas && ' · semua susunan sudah dibandingkan'}
      </p>
      <p className="text-xs text-base-content/70">Nomor partai di atas berlaku setelah 'Nomori partai'.</p>
    </section>
  );
}
