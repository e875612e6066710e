import { useState } from 'react';
import { AlarmClock, Download, Printer } from 'lucide-react';
import toast from 'react-hot-toast';
import { barisRingkasan, waktuLaporan } from '../../../domain/insiden/baris';
import type { RingkasanInsiden } from '../../../domain/insiden/laporan';
import { formatSel } from '../../../domain/laporan/tabel';
import { roleLabel } from '../../../domain/roles';
import { unduhLaporanInsiden, type JendelaInsiden } from '../../data/online/insiden';
import { DaftarHalaman } from './DaftarHalaman';

const angka = (n: number) => formatSel(n, 'angka');

function Tabel({ judul, kepala, baris }: { judul: string; kepala: string[]; baris: (string | number)[][] }) {
  return (
    <section className="space-y-2 break-inside-avoid" aria-label={judul}>
      <h3 className="font-bold">{judul}</h3>
      {baris.length === 0 ? (
        <p className="text-sm text-base-content/70">Tidak ada.</p>
      ) : (
        <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
          <table className="table table-sm">
            <thead>
              <tr>
                {kepala.map((k, i) => (
                  <th key={k} className={i > 0 && typeof baris[0]?.[i] === 'number' ? 'text-right' : undefined}>
                    {k}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {baris.map((b) => (
                <tr key={b.join('|')}>
                  {b.map((sel, j) => (
                    <td key={kepala[j]} className={typeof sel === 'number' ? 'text-right tabular-nums' : undefined}>
                      {typeof sel === 'number' ? angka(sel) : sel}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The report: the deadline first, the facts, who looked and logged in, then the window's lists; print or download. */
export function LaporanHasil({ r, jendela }: { r: RingkasanInsiden; jendela: JendelaInsiden }) {
  const [unduh, setUnduh] = useState<'json' | 'xlsx' | null>(null);
  const ambil = async (format: 'json' | 'xlsx') => {
    setUnduh(format);
    try {
      await unduhLaporanInsiden(jendela, format);
    } catch (e) {
      toast.error((e as Error).message);
    } finally {
      setUnduh(null);
    }
  };
  const lewat = Date.now() > Date.parse(r.batas_lapor);
  return (
    <article
      className="insiden-cetak space-y-5 rounded-box bg-base-100 p-4 shadow ring-1 ring-base-300 sm:p-6"
      aria-labelledby="laporan-judul"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="laporan-judul" className="text-xl font-bold">
            Laporan Insiden Data Pribadi
          </h2>
          <p className="text-sm text-base-content/75">
            {waktuLaporan(r.dari)} s.d. {waktuLaporan(r.sampai)} · {r.akun ? `${r.akun.nama} (${roleLabel(r.akun.peran)})` : 'semua akun'}
          </p>
        </div>
        <div className="cetak-sembunyi flex flex-wrap gap-2">
          <button type="button" className="btn btn-sm" onClick={() => window.print()}>
            <Printer className="size-4" aria-hidden="true" /> Cetak
          </button>
          {(['xlsx', 'json'] as const).map((f) => (
            <button key={f} type="button" className="btn btn-outline btn-sm" onClick={() => void ambil(f)} disabled={unduh !== null}>
              {unduh === f ? (
                <span className="loading loading-spinner loading-xs" aria-hidden="true" />
              ) : (
                <Download className="size-4" aria-hidden="true" />
              )}
              {f.toUpperCase()}
            </button>
          ))}
        </div>
      </header>
      <div
        role="status"
        className={`alert items-start text-base-content ${lewat ? 'border-error/50 bg-error/10' : 'border-warning/50 bg-warning/15'}`}
      >
        <AlarmClock className={`size-5 shrink-0 ${lewat ? 'text-error' : 'text-warning'}`} aria-hidden="true" />
        <div>
          <p className="font-semibold">
            Beri tahu subjek data dan lembaga pelindungan data paling lambat {waktuLaporan(r.batas_lapor)}
            {lewat ? ' (sudah lewat)' : ''}
          </p>
          <p className="text-sm">
            UU PDP Pasal 46: pemberitahuan tertulis memuat data pribadi yang terungkap, kapan dan bagaimana terungkap, serta upaya
            penanganan dan pemulihannya.
          </p>
        </div>
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[minmax(0,18rem)_1fr]">
        {barisRingkasan(r).map(([label, nilai]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-base-content/80">{label}</dt>
            <dd className="tabular-nums">{typeof nilai === 'number' ? angka(nilai) : nilai}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-5 xl:grid-cols-2 print:grid-cols-2">
        <Tabel
          judul="Data yang diakses"
          kepala={['Data', 'Akses', 'Atlet', 'Anak']}
          baris={r.diakses.map((k) => [k.label, k.akses, k.atlet, k.atlet_anak])}
        />
        <Tabel
          judul="Pengakses"
          kepala={['Nama', 'Peran', 'Akses', 'Atlet']}
          baris={r.pengakses.map((p) => [p.nama, roleLabel(p.peran), p.akses, p.atlet])}
        />
        <Tabel
          judul="Login berhasil"
          kepala={['Akun', 'Jumlah', 'Terakhir (WIB)']}
          baris={r.login.map((l) => [l.oleh, l.jumlah, formatSel(l.terakhir, 'waktu')])}
        />
        <Tabel judul="Aktivitas per tindakan" kepala={['Tindakan', 'Jumlah']} baris={r.aktivitas.map((a) => [a.aksi, a.jumlah])} />
      </div>
      <DaftarHalaman jenis="akses" jendela={jendela} judul="Akses dokumen dan NIK" />
      <DaftarHalaman jenis="aktivitas" jendela={jendela} judul="Log aktivitas" />
    </article>
  );
}
