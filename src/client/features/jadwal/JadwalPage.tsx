import { useMemo, useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { CalendarPlus, SlidersHorizontal } from 'lucide-react';
import { simpanPenempatan, tambahHari, useJadwal } from '../../data/jadwal';
import { currentUser } from '../../data/session';
import { useTitle } from '../../ui/hooks/useTitle';
import { namaHari } from '../../ui/jadwal/format';
import { HariPanel } from './HariPanel';
import { KelasBaris } from './KelasBaris';
import { DRAG_KELAS } from './LapanganKolom';
import { PengaturanJadwalPanel } from './PengaturanJadwalPanel';
import { belumDijadwal, pindahkan, rentangTanggal, semuaLapangan } from './jadwal-view';
import { useJadwalAksi } from './useJadwalAksi';

const Catatan = ({ children, tone = '' }: { children: React.ReactNode; tone?: string }) => (
  <p className={`rounded-box bg-base-100 p-10 text-center shadow ring-1 ring-base-300 ${tone}`} role="status">
    {children}
  </p>
);

function Jadwal({ id_kompetisi }: { id_kompetisi: number }) {
  const q = useJadwal(id_kompetisi);
  const { sibuk, jalankan } = useJadwalAksi(id_kompetisi);
  const [tanggal, setTanggal] = useState('');
  const data = q.data;
  const opsi = useMemo(
    () =>
      semuaLapangan(data?.hari ?? []).map((l) => ({
        id_lapangan: l.id_lapangan,
        label: `${l.nama} · ${namaHari(l.tanggal).split(',')[0]}`,
      })),
    [data],
  );
  if (q.isLoading) return <Catatan>Memuat jadwal...</Catatan>;
  if (!data) return <Catatan tone="text-error">{q.error?.message ?? 'Jadwal tidak dapat dimuat'}</Catatan>;
  const rentang = rentangTanggal(data.kompetisi.tanggal_mulai, data.kompetisi.tanggal_selesai);
  const belum = belumDijadwal(data.kelas);
  const tambah = (e: FormEvent) => {
    e.preventDefault();
    if (tanggal) void jalankan('hari', () => tambahHari(id_kompetisi, tanggal)).then((ok) => ok && setTanggal(''));
  };
  return (
    <>
      <PengaturanJadwalPanel id_kompetisi={id_kompetisi} awal={data.pengaturan} sibuk={sibuk !== null} jalankan={jalankan} />
      <Link to="/admin-kompetisi/aturan" className="btn btn-outline btn-sm w-full sm:w-auto">
        <SlidersHorizontal className="size-4" aria-hidden="true" />
        Aturan pertandingan (ronde, poin, panel Poomsae)
      </Link>
      {data.bentrok.length > 0 && (
        <div className="alert alert-warning text-sm" role="alert">
          <span>
            {data.bentrok.length} pasang kelas punya atlet yang sama di lapangan berbeda pada waktu yang bisa bertabrakan (mis.{' '}
            {data.bentrok[0]?.nama_atlet}). Susun otomatis memisahkannya.
          </span>
        </div>
      )}
      <div className="grid grid-cols-1 items-start gap-4 xl:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="space-y-4">
          <form
            onSubmit={tambah}
            className="flex flex-wrap items-end gap-2 rounded-box bg-base-100 p-4 shadow ring-1 ring-base-300"
            aria-label="Tambah hari pertandingan"
          >
            <label className="flex flex-col gap-1 text-sm font-semibold">
              Hari pertandingan baru
              <input
                type="date"
                className="input"
                min={rentang.min}
                max={rentang.max}
                value={tanggal}
                onChange={(e) => setTanggal(e.target.value)}
                aria-label="Tanggal hari pertandingan"
              />
            </label>
            <button type="submit" className="btn btn-primary" disabled={!tanggal || sibuk !== null}>
              <CalendarPlus className="size-4" aria-hidden="true" />
              Tambah hari
            </button>
            <p className="basis-full text-xs text-base-content/70">
              Dalam tanggal kompetisi: {namaHari(rentang.min)} – {namaHari(rentang.max)}
            </p>
          </form>
          {data.hari.length === 0 && <Catatan>Belum ada hari pertandingan.</Catatan>}
          {data.hari.map((h) => (
            <HariPanel
              key={h.id_hari}
              id_kompetisi={id_kompetisi}
              h={h}
              kelas={data.kelas}
              opsi={opsi}
              sibuk={sibuk !== null}
              jalankan={jalankan}
            />
          ))}
        </div>
        <section
          aria-label="Kelas belum dijadwal"
          className="space-y-2 rounded-box bg-base-100 p-4 shadow ring-1 ring-base-300 xl:sticky xl:top-20"
          onDragOver={(e) => e.preventDefault()}
          onDrop={(e) => {
            const id = Number(e.dataTransfer.getData(DRAG_KELAS));
            if (id) void jalankan('pindah', () => simpanPenempatan(id_kompetisi, pindahkan(data.kelas, id, null, 0)));
          }}
        >
          <h2 className="font-black">
            Belum dijadwal <span className="badge badge-ghost">{belum.length}</span>
          </h2>
          {belum.length === 0 ? (
            <p className="text-sm text-base-content/70">Semua kelas yang sudah diundi sudah punya lapangan.</p>
          ) : (
            <ul className="max-h-[70vh] space-y-1.5 overflow-y-auto">
              {belum.map((k, i) => (
                <KelasBaris
                  key={k.id_kelas_kejuaraan}
                  k={k}
                  i={i}
                  n={belum.length}
                  opsi={opsi}
                  sibuk={sibuk !== null}
                  onGeser={() => undefined}
                  onPindah={(id) =>
                    void jalankan('pindah', () => simpanPenempatan(id_kompetisi, pindahkan(data.kelas, k.id_kelas_kejuaraan, id, 999)))
                  }
                  onDrag={(e) => e.dataTransfer.setData(DRAG_KELAS, String(k.id_kelas_kejuaraan))}
                />
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}

/** /admin-kompetisi/jadwal: match days, courts, classes on courts in order, 'Susun otomatis', bout numbers, a court's PDF. */
export function JadwalPage() {
  useTitle('Jadwal Pertandingan');
  const id = currentUser()?.admin_kompetisi?.id_kompetisi ?? null;
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-black tracking-tight sm:text-3xl">JADWAL PERTANDINGAN</h1>
      {id === null ? <Catatan>Tidak ada kompetisi terkait akun ini.</Catatan> : <Jadwal id_kompetisi={id} />}
    </div>
  );
}
