import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { Award, FileDown } from 'lucide-react';
import type { DaftarPiagam } from '../../../domain/schemas/piagam';
import type { TataLetak } from '../../../domain/piagam/tata-letak';
import { saveBlob } from '../../data/files';
import { simpanTataLetak, useDaftarPiagam, useTataLetakLokal } from '../../data/piagam';
import { currentUser } from '../../data/session';
import { useTitle } from '../../ui/hooks/useTitle';
import { AtletTerbaikPanel } from './AtletTerbaikPanel';
import { TataLetakEditor } from './TataLetakEditor';
import { buatPdfPiagam } from './pdf';
import { JENIS_PIAGAM, dojangPiagam, saringPiagam, type JenisPiagam } from './piagam-view';

function Cetak({ id, data, tataLetak }: { id: number; data: DaftarPiagam; tataLetak: TataLetak }) {
  const [jenis, setJenis] = useState<Set<JenisPiagam>>(new Set(['JUARA', 'JUARA_UMUM', 'ATLET_TERBAIK']));
  const [kelas, setKelas] = useState<number | null>(null);
  const [dojang, setDojang] = useState<number | null>(null);
  const [tanpaLatar, setTanpaLatar] = useState(false);
  const [kemajuan, setKemajuan] = useState<{ selesai: number; total: number } | null>(null);
  const [simpan, setSimpan] = useState(false);
  const piagam = useMemo(() => saringPiagam(data.piagam, { jenis, kelas, id_dojang: dojang }), [data.piagam, jenis, kelas, dojang]);
  const dojangList = useMemo(() => dojangPiagam(data.piagam), [data.piagam]);
  const contoh = piagam[0] ?? data.piagam[0];
  const unduh = async () => {
    setKemajuan({ selesai: 0, total: piagam.length });
    try {
      const blob = await buatPdfPiagam(data, piagam, {
        tanpaLatar,
        tataLetak,
        kemajuan: (selesai, total) => setKemajuan({ selesai, total }),
      });
      saveBlob(
        blob,
        `piagam-${data.kompetisi.nama_event.replace(/[^\p{L}\p{N}]+/gu, '-').toLowerCase()}${tanpaLatar ? '-tanpa-latar' : ''}.pdf`,
      );
      toast.success(`PDF ${piagam.length} piagam siap`);
    } catch {
      toast.error('Gagal membuat PDF piagam. Coba lagi.');
    } finally {
      setKemajuan(null);
    }
  };
  const simpanLetak = async (t: TataLetak) => {
    setSimpan(true);
    try {
      toast.success(
        (await simpanTataLetak(id, t)) ? 'Tata letak piagam disimpan' : 'Tata letak disimpan di perangkat ini; dikirim saat online.',
      );
    } catch (e) {
      toast.error(e instanceof Error ? e.message : 'Gagal menyimpan tata letak');
    } finally {
      setSimpan(false);
    }
  };
  return (
    <section className="card bg-base-100 shadow ring-1 ring-base-300">
      <div className="card-body gap-4">
        <h2 className="card-title">Cetak piagam</h2>
        <fieldset className="flex flex-wrap gap-x-5 gap-y-2">
          <legend className="mb-1 text-sm font-medium">Jenis piagam</legend>
          {JENIS_PIAGAM.map((j) => (
            <label key={j.jenis} className="label cursor-pointer gap-2">
              <input
                type="checkbox"
                className="checkbox checkbox-sm checkbox-primary"
                checked={jenis.has(j.jenis)}
                onChange={(e) =>
                  setJenis((s) => {
                    const n = new Set(s);
                    if (e.target.checked) n.add(j.jenis);
                    else n.delete(j.jenis);
                    return n;
                  })
                }
              />
              <span className="label-text">
                {j.label} ({data.piagam.filter((p) => p.jenis === j.jenis).length})
              </span>
            </label>
          ))}
        </fieldset>
        <div className="grid gap-3 sm:grid-cols-2">
          <label className="form-control">
            <span className="label-text mb-1 font-medium">Kelas</span>
            <select
              className="select select-bordered w-full"
              value={kelas ?? ''}
              onChange={(e) => setKelas(e.target.value ? Number(e.target.value) : null)}
            >
              <option value="">Semua kelas</option>
              {data.kelas.map((k) => (
                <option key={k.id_kelas_kejuaraan} value={k.id_kelas_kejuaraan} disabled={!k.selesai}>
                  {k.kelas_label}
                  {k.selesai ? '' : ' (final belum selesai)'}
                </option>
              ))}
            </select>
          </label>
          <label className="form-control">
            <span className="label-text mb-1 font-medium">Dojang</span>
            <select
              className="select select-bordered w-full"
              value={dojang ?? ''}
              onChange={(e) => setDojang(e.target.value ? Number(e.target.value) : null)}
            >
              <option value="">Semua dojang</option>
              {dojangList.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.nama}
                </option>
              ))}
            </select>
          </label>
        </div>
        <div role="radiogroup" aria-label="Mode cetak" className="join">
          <button
            type="button"
            role="radio"
            aria-checked={!tanpaLatar}
            className={`btn join-item btn-sm ${!tanpaLatar ? 'btn-active' : ''}`}
            onClick={() => setTanpaLatar(false)}
          >
            Dengan latar
          </button>
          <button
            type="button"
            role="radio"
            aria-checked={tanpaLatar}
            className={`btn join-item btn-sm ${tanpaLatar ? 'btn-active' : ''}`}
            onClick={() => setTanpaLatar(true)}
          >
            Tanpa latar
          </button>
        </div>
        {tanpaLatar && contoh && (
          <div className="space-y-2">
            <p className="text-sm text-base-content/80">
              Hanya teks yang dicetak, untuk kertas piagam yang sudah bercetak. Geser setiap bidang ke tempatnya.
            </p>
            <TataLetakEditor
              key={JSON.stringify(tataLetak)}
              nilai={tataLetak}
              sibuk={simpan}
              onSimpan={(t) => void simpanLetak(t)}
              contoh={{
                kompetisi: data.kompetisi.nama_event,
                acara: 'Tanggal · Tempat',
                judul: contoh.judul,
                nama: contoh.nama,
                dojang: contoh.nama_dojang,
                kelas: contoh.kelas_label ?? '',
                nomor: `No. ${contoh.kode}`,
              }}
            />
          </div>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            className="btn btn-primary"
            disabled={kemajuan !== null || piagam.length === 0}
            onClick={() => void unduh()}
          >
            {kemajuan ? (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            ) : (
              <FileDown className="size-5" aria-hidden="true" />
            )}
            Unduh PDF piagam ({piagam.length})
          </button>
          {kemajuan && <progress className="progress progress-primary w-48" value={kemajuan.selesai} max={kemajuan.total} />}
        </div>
      </div>
    </section>
  );
}

/** /admin-kompetisi/piagam: certificates of decided classes, general champions, best athletes and participation. */
export function PiagamAdminPage() {
  useTitle('Piagam');
  const id = currentUser()?.admin_kompetisi?.id_kompetisi ?? null;
  const read = useDaftarPiagam(id);
  const lokal = useTataLetakLokal(id);
  const selesai = read.data?.kelas.filter((k) => k.selesai).length ?? 0;
  return (
    <div className="space-y-5">
      <h1 className="inline-flex items-center gap-2 text-2xl font-black tracking-tight sm:text-3xl">
        <Award className="size-7" aria-hidden="true" />
        Piagam
      </h1>
      {id === null ? (
        <p>Tidak ada kompetisi terkait akun ini.</p>
      ) : !read.data ? (
        read.error ? (
          <p role="alert" className="alert alert-error">
            {read.error.message}
          </p>
        ) : (
          <p className="flex gap-2">
            <span className="loading loading-spinner loading-sm" />
            Memuat data piagam…
          </p>
        )
      ) : (
        <>
          <p className="text-sm text-base-content/80">
            {selesai} dari {read.data.kelas.length} kelas yang diundi sudah selesai finalnya. Setiap piagam memuat QR ke halaman verifikasi
            publik.
          </p>
          <AtletTerbaikPanel id_kompetisi={id} data={read.data} sesudah={read.refetch} />
          <Cetak id={id} data={read.data} tataLetak={lokal ?? read.data.tata_letak} />
        </>
      )}
    </div>
  );
}
