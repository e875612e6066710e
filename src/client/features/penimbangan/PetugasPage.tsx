import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import * as v from 'valibot';
import { KeyRound, Power, Trash2, UserPlus } from 'lucide-react';
import { petugasBaruSchema, petugasUbahSchema } from '../../../domain/penimbangan/schemas';
import { hapusPetugas, petugasQueryKey, tambahPetugas, ubahPetugas, usePetugas, type Petugas } from '../../data/online/petugas';
import { currentUser } from '../../data/session';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useTitle } from '../../ui/hooks/useTitle';

const pesanDari = (err: unknown) => (err instanceof Error ? err.message : 'Gagal');
type Galat = Partial<Record<'nama' | 'email' | 'password', string>>;

function galatDari(issues: v.BaseIssue<unknown>[]): Galat {
  const out: Galat = {};
  for (const i of issues) {
    const k = v.getDotPath(i) as keyof Galat | null;
    if (k && !out[k]) out[k] = i.message;
  }
  return out;
}

function Isian({
  id,
  label,
  type = 'text',
  value,
  onChange,
  galat,
}: {
  id: string;
  label: string;
  type?: string;
  value: string;
  onChange: (s: string) => void;
  galat?: string;
}) {
  return (
    <div className="form-control">
      <label htmlFor={id} className="label-text text-sm">
        {label}
      </label>
      <input
        id={id}
        type={type}
        className={`input w-full ${galat ? 'input-error' : ''}`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete={type === 'password' ? 'new-password' : 'off'}
        aria-invalid={galat ? true : undefined}
        aria-describedby={galat ? `${id}-msg` : undefined}
      />
      {galat && (
        <p id={`${id}-msg`} className="text-xs font-medium text-error" role="alert">
          {galat}
        </p>
      )}
    </div>
  );
}

function TambahPetugas({ id_kompetisi, onSelesai }: { id_kompetisi: number; onSelesai: () => void }) {
  const [f, setF] = useState({ nama: '', email: '', password: '' });
  const [galat, setGalat] = useState<Galat>({});
  const [sibuk, setSibuk] = useState(false);
  const kirim = async (e: FormEvent) => {
    e.preventDefault();
    const cek = v.safeParse(petugasBaruSchema, f);
    if (!cek.success) return setGalat(galatDari(cek.issues));
    setSibuk(true);
    try {
      toast.success(await tambahPetugas(id_kompetisi, cek.output));
      setF({ nama: '', email: '', password: '' });
      onSelesai();
    } catch (err) {
      const e2 = err as { errors?: Galat };
      if (e2.errors) setGalat(e2.errors);
      toast.error(pesanDari(err));
    } finally {
      setSibuk(false);
    }
  };
  const set = (k: keyof typeof f) => (s: string) => {
    setF({ ...f, [k]: s });
    setGalat({ ...galat, [k]: undefined });
  };
  return (
    <form
      onSubmit={(e) => void kirim(e)}
      noValidate
      className="grid gap-3 rounded-box bg-base-100 p-4 shadow ring-1 ring-base-300 md:grid-cols-4"
      aria-label="Tambah petugas"
    >
      <Isian id="petugas-nama" label="Nama" value={f.nama} onChange={set('nama')} galat={galat.nama} />
      <Isian id="petugas-email" label="Email" type="email" value={f.email} onChange={set('email')} galat={galat.email} />
      <Isian id="petugas-password" label="Password" type="password" value={f.password} onChange={set('password')} galat={galat.password} />
      <div className="flex items-end">
        <button type="submit" className="btn btn-primary w-full" disabled={sibuk}>
          <UserPlus className="size-4" aria-hidden="true" />
          Tambah petugas
        </button>
      </div>
    </form>
  );
}

function ResetPassword({ id_kompetisi, p, onTutup }: { id_kompetisi: number; p: Petugas; onTutup: () => void }) {
  const [pw, setPw] = useState('');
  const [galat, setGalat] = useState<string | undefined>();
  const [sibuk, setSibuk] = useState(false);
  const simpan = async () => {
    const cek = v.safeParse(petugasUbahSchema, { password: pw });
    if (!cek.success) return setGalat(cek.issues[0]?.message);
    setSibuk(true);
    try {
      toast.success(await ubahPetugas(id_kompetisi, p.id_petugas, { password: pw }));
      onTutup();
    } catch (err) {
      toast.error(pesanDari(err));
    } finally {
      setSibuk(false);
    }
  };
  return (
    <ConfirmDialog
      open
      title={`Reset password ${p.nama}`}
      cancelLabel="Batal"
      confirmLabel="Simpan password"
      busy={sibuk}
      onCancel={onTutup}
      onConfirm={() => void simpan()}
    >
      <Isian
        id="petugas-password-baru"
        label="Password baru"
        type="password"
        value={pw}
        onChange={(s) => {
          setPw(s);
          setGalat(undefined);
        }}
        galat={galat}
      />
    </ConfirmDialog>
  );
}

/** /admin-kompetisi/petugas: the competition's weigh-in staff accounts (list, add, deactivate, reset password, delete). */
export function PetugasPage() {
  useTitle('Petugas Penimbangan');
  const id_kompetisi = currentUser()?.admin_kompetisi?.id_kompetisi ?? 0;
  const list = usePetugas(id_kompetisi);
  const qc = useQueryClient();
  const segarkan = () => void qc.invalidateQueries({ queryKey: petugasQueryKey(id_kompetisi) });
  const [reset, setReset] = useState<Petugas | null>(null);
  const [hapus, setHapus] = useState<Petugas | null>(null);
  const jalankan = async (aksi: Promise<string>) => {
    try {
      toast.success(await aksi);
      segarkan();
    } catch (err) {
      toast.error(pesanDari(err));
    }
  };
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-black tracking-tight sm:text-3xl">PETUGAS PENIMBANGAN</h1>
      <p className="text-base-content/80">Akun petugas hanya dapat membuka meja penimbangan kompetisi ini.</p>
      <TambahPetugas id_kompetisi={id_kompetisi} onSelesai={segarkan} />
      <section className="overflow-x-auto rounded-box bg-base-100 shadow ring-1 ring-base-300" aria-label="Daftar petugas">
        {list.isLoading ? (
          <p className="p-6 text-center" role="status">
            Memuat...
          </p>
        ) : list.error ? (
          <p className="p-6 text-center text-error">{list.error.message}</p>
        ) : (
          <table className="table">
            <thead>
              <tr>
                <th>Nama</th>
                <th>Email</th>
                <th>Status</th>
                <th className="text-right">Aksi</th>
              </tr>
            </thead>
            <tbody>
              {(list.data ?? []).length === 0 && (
                <tr>
                  <td colSpan={4} className="text-center text-base-content/70">
                    Belum ada petugas.
                  </td>
                </tr>
              )}
              {(list.data ?? []).map((p) => (
                <tr key={p.id_petugas}>
                  <td className="font-semibold">{p.nama}</td>
                  <td>{p.email}</td>
                  <td>
                    <span className={`badge ${p.status === 'ACTIVE' ? 'badge-success' : 'badge-ghost'}`}>
                      {p.status === 'ACTIVE' ? 'Aktif' : 'Nonaktif'}
                    </span>
                  </td>
                  <td className="flex flex-wrap justify-end gap-1">
                    <button
                      type="button"
                      className="btn btn-ghost btn-xs"
                      onClick={() =>
                        void jalankan(ubahPetugas(id_kompetisi, p.id_petugas, { status: p.status === 'ACTIVE' ? 'INACTIVE' : 'ACTIVE' }))
                      }
                    >
                      <Power className="size-3.5" aria-hidden="true" />
                      {p.status === 'ACTIVE' ? 'Nonaktifkan' : 'Aktifkan'}
                    </button>
                    <button type="button" className="btn btn-ghost btn-xs" onClick={() => setReset(p)}>
                      <KeyRound className="size-3.5" aria-hidden="true" />
                      Reset password
                    </button>
                    <button type="button" className="btn btn-ghost btn-xs text-error" onClick={() => setHapus(p)}>
                      <Trash2 className="size-3.5" aria-hidden="true" />
                      Hapus
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      {reset && <ResetPassword id_kompetisi={id_kompetisi} p={reset} onTutup={() => setReset(null)} />}
      <ConfirmDialog
        open={hapus !== null}
        title="Hapus akun petugas?"
        tone="error"
        cancelLabel="Batal"
        confirmLabel="Hapus"
        onCancel={() => setHapus(null)}
        onConfirm={() => {
          if (hapus) void jalankan(hapusPetugas(id_kompetisi, hapus.id_petugas));
          setHapus(null);
        }}
      >
        {hapus?.nama} ({hapus?.email}) tidak dapat masuk lagi.
      </ConfirmDialog>
    </div>
  );
}
