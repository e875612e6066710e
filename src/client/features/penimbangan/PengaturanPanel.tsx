import { useEffect, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { FileDown, Settings, Shuffle } from 'lucide-react';
import type { PengaturanTimbang } from '../../data/penimbangan';
import { simpanPengaturan, undiAcak, unduhLembar, useUndianAcak } from '../../data/penimbangan/atur';
import { kg1 } from './meja-view';

const hariIni = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
const pesanDari = (err: unknown) => (err instanceof Error ? err.message : 'Gagal');
const kg = (gram: number) => String(gram / 1000).replace('.', ',');
/** A typed kg as whole grams; what is not a number is sent as is for the server to refuse with its message. */
const gramDari = (teks: string) => Math.round(Number(teks.replace(',', '.')) * 1000);

function FormAtur({ id_kompetisi, atur }: { id_kompetisi: number; atur: PengaturanTimbang | null }) {
  const [toleransi, setToleransi] = useState('0,0');
  const [maks, setMaks] = useState('2');
  const [pindah, setPindah] = useState(false);
  const [acak, setAcak] = useState('5');
  const [batalMenit, setBatalMenit] = useState('5');
  const [wajarMin, setWajarMin] = useState('10');
  const [wajarMaks, setWajarMaks] = useState('250');
  const [jauhBawah, setJauhBawah] = useState('50');
  const [jauhAtas, setJauhAtas] = useState('20');
  const [sibuk, setSibuk] = useState(false);
  useEffect(() => {
    if (!atur) return;
    setToleransi(kg1(atur.toleransi_gram));
    setMaks(String(atur.percobaan_maks));
    setPindah(atur.boleh_pindah);
    setAcak(String(atur.acak_toleransi_persen).replace('.', ','));
    setBatalMenit(String(atur.batal_menit ?? 5));
    if (atur.berat_min_gram !== undefined) setWajarMin(kg(atur.berat_min_gram));
    if (atur.berat_maks_gram !== undefined) setWajarMaks(kg(atur.berat_maks_gram));
    if (atur.jauh_bawah_persen !== undefined) setJauhBawah(String(atur.jauh_bawah_persen));
    if (atur.jauh_atas_gram !== undefined) setJauhAtas(kg(atur.jauh_atas_gram));
  }, [atur]);
  const simpan = async (e: FormEvent) => {
    e.preventDefault();
    setSibuk(true);
    try {
      const toleransi_gram = Math.round(Number(toleransi.replace(',', '.')) * 10) * 100;
      toast.success(
        await simpanPengaturan(id_kompetisi, {
          toleransi_gram,
          percobaan_maks: Number(maks),
          boleh_pindah: pindah,
          acak_toleransi_persen: Number(acak.replace(',', '.')),
          batal_menit: Number(batalMenit),
          berat_min_gram: gramDari(wajarMin),
          berat_maks_gram: gramDari(wajarMaks),
          jauh_bawah_persen: Number(jauhBawah),
          jauh_atas_gram: gramDari(jauhAtas),
        }),
      );
    } catch (err) {
      toast.error(pesanDari(err));
    } finally {
      setSibuk(false);
    }
  };
  return (
    <form onSubmit={(e) => void simpan(e)} className="grid gap-3 sm:grid-cols-2" aria-label="Pengaturan penimbangan">
      <label className="form-control">
        <span className="label-text text-sm">Toleransi di atas batas (kg)</span>
        <input className="input w-full" inputMode="decimal" value={toleransi} onChange={(e) => setToleransi(e.target.value)} />
      </label>
      <label className="form-control">
        <span className="label-text text-sm">Percobaan resmi</span>
        <input className="input w-full" type="number" min={1} max={10} value={maks} onChange={(e) => setMaks(e.target.value)} />
      </label>
      <label className="form-control">
        <span className="label-text text-sm">Kelonggaran timbang acak (%)</span>
        <input className="input w-full" inputMode="decimal" value={acak} onChange={(e) => setAcak(e.target.value)} />
      </label>
      <label className="form-control">
        <span className="label-text text-sm">Meja boleh membatalkan percobaannya (menit)</span>
        <input className="input w-full" type="number" min={0} max={60} value={batalMenit} onChange={(e) => setBatalMenit(e.target.value)} />
      </label>
      <fieldset className="grid gap-3 rounded-box bg-base-200 p-3 sm:col-span-2 sm:grid-cols-2">
        <legend className="px-1 text-sm font-semibold">Pemeriksaan berat yang diketik</legend>
        <label className="form-control">
          <span className="label-text text-sm">Berat wajar terendah (kg)</span>
          <input className="input w-full" inputMode="decimal" value={wajarMin} onChange={(e) => setWajarMin(e.target.value)} />
        </label>
        <label className="form-control">
          <span className="label-text text-sm">Berat wajar tertinggi (kg)</span>
          <input className="input w-full" inputMode="decimal" value={wajarMaks} onChange={(e) => setWajarMaks(e.target.value)} />
        </label>
        <label className="form-control">
          <span className="label-text text-sm">Tanya 'Yakin?' di bawah (% batas bawah kelas)</span>
          <input
            className="input w-full"
            type="number"
            min={0}
            max={100}
            value={jauhBawah}
            onChange={(e) => setJauhBawah(e.target.value)}
          />
        </label>
        <label className="form-control">
          <span className="label-text text-sm">Tanya 'Yakin?' lebih dari (kg di atas batas atas)</span>
          <input className="input w-full" inputMode="decimal" value={jauhAtas} onChange={(e) => setJauhAtas(e.target.value)} />
        </label>
      </fieldset>
      <label className="label cursor-pointer justify-start gap-2 self-end pb-2 text-sm">
        <input type="checkbox" className="toggle toggle-primary" checked={pindah} onChange={(e) => setPindah(e.target.checked)} />
        Boleh pindah kelas saat penimbangan
      </label>
      <div className="sm:col-span-2">
        <button type="submit" className="btn btn-primary btn-sm" disabled={sibuk}>
          Simpan pengaturan
        </button>
      </div>
    </form>
  );
}

function UndianAcak({ id_kompetisi }: { id_kompetisi: number }) {
  const [tanggal, setTanggal] = useState(hariIni());
  const [persen, setPersen] = useState('10');
  const [seed, setSeed] = useState('');
  const undian = useUndianAcak(id_kompetisi, tanggal);
  const undi = async () => {
    try {
      const r = await undiAcak(id_kompetisi, {
        tanggal,
        persen: Number(persen.replace(',', '.')),
        ...(seed.trim() ? { seed: seed.trim() } : {}),
      });
      toast.success(r.message);
      void undian.refetch();
    } catch (err) {
      toast.error(pesanDari(err));
    }
  };
  const d = undian.data;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-end gap-2">
        <label className="form-control">
          <span className="label-text text-sm">Tanggal</span>
          <input type="date" className="input" value={tanggal} onChange={(e) => setTanggal(e.target.value)} />
        </label>
        <label className="form-control w-24">
          <span className="label-text text-sm">Persen</span>
          <input className="input" inputMode="decimal" value={persen} onChange={(e) => setPersen(e.target.value)} />
        </label>
        <label className="form-control w-40">
          <span className="label-text text-sm">Seed (opsional)</span>
          <input className="input" value={seed} maxLength={64} onChange={(e) => setSeed(e.target.value)} />
        </label>
        <button type="button" className="btn btn-outline" onClick={() => void undi()}>
          <Shuffle className="size-4" aria-hidden="true" />
          Undi timbang acak
        </button>
      </div>
      {d && (
        <div className="rounded-box bg-base-200 p-3 text-sm">
          <p className="font-semibold">
            {d.tanggal}: {d.peserta.length} peserta ({d.persen}%), seed {d.seed}
          </p>
          <ul className="mt-1 list-inside list-disc">
            {d.peserta.map((p) => (
              <li key={p.id_peserta_kompetisi}>
                {p.nama_atlet} — {p.nama_dojang}, {p.kelas_label}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** The competition admin's part of the desk: the rules, the random weigh-in draw and the official sheet. */
export function PengaturanPanel({ id_kompetisi, atur }: { id_kompetisi: number; atur: PengaturanTimbang | null }) {
  return (
    <details className="collapse-arrow collapse rounded-box bg-base-100 shadow ring-1 ring-base-300">
      <summary className="collapse-title flex items-center gap-2 font-bold">
        <Settings className="size-5" aria-hidden="true" />
        Pengaturan, timbang acak & lembar resmi
      </summary>
      <div className="collapse-content space-y-5">
        <FormAtur id_kompetisi={id_kompetisi} atur={atur} />
        <UndianAcak id_kompetisi={id_kompetisi} />
        <button
          type="button"
          className="btn btn-outline btn-sm"
          onClick={() => void unduhLembar(id_kompetisi).catch((err: unknown) => toast.error(pesanDari(err)))}
        >
          <FileDown className="size-4" aria-hidden="true" />
          Lembar penimbangan resmi (PDF)
        </button>
      </div>
    </details>
  );
}
