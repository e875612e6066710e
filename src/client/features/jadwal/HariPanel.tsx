import { useState } from 'react';
import { Hash, Plus, Trash2, Wand2 } from 'lucide-react';
import {
  hapusHari,
  hapusLapangan,
  nomoriPartai,
  simpanPenempatan,
  susunOtomatisHasil,
  tambahLapangan,
  ubahLapangan,
  unduhJadwalPdf,
  type Hari,
  type KelasJadwal,
  type LapanganInput,
} from '../../data/jadwal';
import type { Lapangan } from '../../data/lapangan';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { SeimbangkanPanel } from '../../ui/jadwal/SeimbangkanPanel';
import { namaHari } from '../../ui/jadwal/format';
import type { OpsiLapangan } from './KelasBaris';
import type { RingkasanSusun } from '../../../domain/jadwal/ringkasan-susun';
import { HasilSusunPanel } from './HasilSusunPanel';
import { LapanganDialog } from './LapanganDialog';
import { LapanganKolom } from './LapanganKolom';
import { pindahkan } from './jadwal-view';

type Jalankan = (nama: string, kerja: () => Promise<string>) => Promise<boolean>;
const nextNama = (h: Hari) => `Lapangan ${String.fromCharCode(65 + h.lapangan.length)}`;

/** One match day: its courts side by side with their classes, and the day's actions. */
export function HariPanel({
  id_kompetisi,
  h,
  kelas,
  opsi,
  sibuk,
  jalankan,
}: {
  id_kompetisi: number;
  h: Hari;
  kelas: readonly KelasJadwal[];
  opsi: readonly OpsiLapangan[];
  sibuk: boolean;
  jalankan: Jalankan;
}) {
  const [ubah, setUbah] = useState<Lapangan | 'baru' | null>(null);
  const [hapus, setHapus] = useState<Lapangan | 'hari' | null>(null);
  const [hasilSusun, setHasilSusun] = useState<RingkasanSusun | null>(null);
  const pindah = (id_kelas: number, id_lapangan: number | null, ke: number) => {
    setHasilSusun(null);
    void jalankan('pindah', () => simpanPenempatan(id_kompetisi, pindahkan(kelas, id_kelas, id_lapangan, ke)));
  };
  const awal: LapanganInput =
    ubah && ubah !== 'baru'
      ? { nama: ubah.nama, mulai: ubah.mulai, cabang: ubah.cabang }
      : { nama: nextNama(h), mulai: '08:00', cabang: 'SEMUA' };
  return (
    <section className="space-y-3 rounded-box bg-base-100 p-4 shadow ring-1 ring-base-300" aria-label={`Hari ${namaHari(h.tanggal)}`}>
      <header className="flex flex-wrap items-center gap-2">
        <h3 className="mr-auto text-lg font-black">
          {namaHari(h.tanggal)}
          {h.dimulai && <span className="badge badge-success badge-sm ml-2 align-middle">Sudah dimulai</span>}
        </h3>
        <button type="button" className="btn btn-sm" disabled={sibuk} onClick={() => setUbah('baru')}>
          <Plus className="size-4" aria-hidden="true" />
          Tambah lapangan
        </button>
        <button
          type="button"
          className="btn btn-sm btn-secondary"
          disabled={sibuk || h.lapangan.length === 0}
          onClick={() =>
            void jalankan('susun', async () => {
              const r = await susunOtomatisHasil(id_kompetisi, h.id_hari);
              setHasilSusun(r.susun);
              return r.pesan;
            })
          }
        >
          <Wand2 className="size-4" aria-hidden="true" />
          Susun otomatis
        </button>
        <button
          type="button"
          className="btn btn-sm btn-primary"
          disabled={sibuk || h.lapangan.length === 0}
          onClick={() => void jalankan('nomor', () => nomoriPartai(id_kompetisi, h.id_hari))}
        >
          <Hash className="size-4" aria-hidden="true" />
          Nomori partai
        </button>
        <button
          type="button"
          className="btn btn-sm btn-ghost text-error"
          disabled={sibuk}
          onClick={() => setHapus('hari')}
          aria-label={`Hapus hari ${namaHari(h.tanggal)}`}
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </button>
      </header>
      {hasilSusun && <HasilSusunPanel r={hasilSusun} onTutup={() => setHasilSusun(null)} />}
      {h.dimulai && <SeimbangkanPanel id_kompetisi={id_kompetisi} id_hari={h.id_hari} />}
      {h.lapangan.length === 0 ? (
        <p className="text-sm text-base-content/70">Belum ada lapangan. Tambahkan lapangan untuk hari ini.</p>
      ) : (
        <div className="grid grid-cols-1 gap-3 md:grid-cols-2 2xl:grid-cols-3">
          {h.lapangan.map((l) => (
            <LapanganKolom
              key={l.id_lapangan}
              l={l}
              kelas={kelas}
              opsi={opsi}
              sibuk={sibuk}
              onPindah={pindah}
              onUbah={() => setUbah(l)}
              onHapus={() => setHapus(l)}
              onPdf={() =>
                void jalankan('pdf', async () => {
                  await unduhJadwalPdf(id_kompetisi, l.id_lapangan);
                  return `Jadwal ${l.nama} diunduh`;
                })
              }
            />
          ))}
        </div>
      )}
      <LapanganDialog
        buka={ubah !== null}
        awal={awal}
        judul={ubah === 'baru' ? 'Tambah lapangan' : 'Ubah lapangan'}
        sibuk={sibuk}
        onBatal={() => setUbah(null)}
        onSimpan={(f) => {
          const u = ubah;
          void jalankan('lapangan', () =>
            u === 'baru' || u === null ? tambahLapangan(id_kompetisi, h.id_hari, f) : ubahLapangan(id_kompetisi, u.id_lapangan, f),
          ).then((ok) => ok && setUbah(null));
        }}
      />
      <ConfirmDialog
        open={hapus !== null}
        tone="error"
        title={hapus === 'hari' ? 'Hapus hari pertandingan?' : `Hapus ${hapus?.nama ?? 'lapangan'}?`}
        cancelLabel="Batal"
        confirmLabel="Hapus"
        onCancel={() => setHapus(null)}
        onConfirm={() => {
          const x = hapus;
          setHapus(null);
          if (x === 'hari') void jalankan('hapus', () => hapusHari(id_kompetisi, h.id_hari));
          else if (x) void jalankan('hapus', () => hapusLapangan(id_kompetisi, x.id_lapangan));
        }}
      >
        Kelas di dalamnya kembali menjadi belum dijadwal.
      </ConfirmDialog>
    </section>
  );
}
