import { useState } from 'react';
import toast from 'react-hot-toast';
import { Star } from 'lucide-react';
import type { DaftarPiagam } from '../../../domain/schemas/piagam';
import { ApiError } from '../../data/api-error';
import { pilihAtletTerbaik } from '../../data/piagam';

const KATEGORI = [
  { k: 'prestasi', label: 'Prestasi' },
  { k: 'pemula', label: 'Pemula' },
] as const;
const TEMPAT = ['', 'Emas', 'Perak', 'Perunggu'];

/** Choosing the best athlete per category among its medallists (shown on the public medal page). */
export function AtletTerbaikPanel({ id_kompetisi, data, sesudah }: { id_kompetisi: number; data: DaftarPiagam; sesudah: () => void }) {
  const [sibuk, setSibuk] = useState<string | null>(null);
  const simpan = async (kategori: 'prestasi' | 'pemula', id: number | null) => {
    setSibuk(kategori);
    try {
      await pilihAtletTerbaik(id_kompetisi, kategori, id);
      toast.success(id === null ? 'Pilihan atlet terbaik dihapus' : 'Atlet terbaik disimpan');
      sesudah();
    } catch (e) {
      toast.error(
        e instanceof ApiError && e.status === 0
          ? 'Tidak terhubung ke server. Pilih atlet terbaik saat online.'
          : e instanceof Error
            ? e.message
            : 'Gagal menyimpan',
      );
    } finally {
      setSibuk(null);
    }
  };
  return (
    <section className="card bg-base-100 shadow ring-1 ring-base-300">
      <div className="card-body gap-4">
        <h2 className="card-title">
          <Star className="size-5" aria-hidden="true" />
          Atlet terbaik
        </h2>
        <p className="text-sm text-base-content/80">
          Dipilih dari peraih medali pada kategorinya. Pilihan tampil di halaman perolehan medali publik dan mendapat piagam.
        </p>
        <div className="grid gap-4 md:grid-cols-2">
          {KATEGORI.map(({ k, label }) => {
            const kandidat = data.kandidat_terbaik[k];
            const dipilih = data.atlet_terbaik[k];
            return (
              <label key={k} className="form-control">
                <span className="label-text mb-1 font-medium">Atlet terbaik {label}</span>
                <select
                  className="select select-bordered w-full"
                  disabled={sibuk !== null || kandidat.length === 0}
                  value={dipilih?.id_peserta_kompetisi ?? ''}
                  onChange={(e) => void simpan(k, e.target.value ? Number(e.target.value) : null)}
                >
                  <option value="">{kandidat.length === 0 ? 'Belum ada peraih medali' : '— Belum dipilih —'}</option>
                  {kandidat.map((c) => (
                    <option key={c.id_peserta_kompetisi} value={c.id_peserta_kompetisi}>
                      {c.nama} · {c.nama_dojang} · {TEMPAT[c.tempat]} {c.kelas_label}
                    </option>
                  ))}
                </select>
                {sibuk === k && (
                  <span className="mt-1 text-xs">
                    <span className="loading loading-spinner loading-xs" /> Menyimpan…
                  </span>
                )}
              </label>
            );
          })}
        </div>
      </div>
    </section>
  );
}
