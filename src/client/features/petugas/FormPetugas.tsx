import { useState, type FormEvent } from 'react';
import { UserPlus } from 'lucide-react';
import * as v from 'valibot';
import { PERAN_PETUGAS, petugasBaruSchema, type PeranPetugas } from '../../../domain/penimbangan/schemas';
import { ROLE_LABEL } from '../../../domain/roles';
import { tambahPetugas } from '../../data/online/petugas';
import { GalatForm, Isian, OpsiLapangan, type HariLapangan } from './Isian';
import { galatDari, tolakanDari, type Galat } from './petugas-view';

const FIELDS = ['nama', 'email', 'password', 'role', 'id_lapangan'] as const;
type Field = (typeof FIELDS)[number];
const KOSONG = { nama: '', email: '', password: '', role: 'PETUGAS_TIMBANG' as PeranPetugas, id_lapangan: '' };

/**
 * 'Tambah petugas': name, email, first password, role, and for court staff their court. The form checks with the
 * schema the server parses with; every refusal (the form's or the server's) shows where it belongs.
 */
export function FormPetugas({
  id_kompetisi,
  hari,
  onSelesai,
}: {
  id_kompetisi: number;
  hari: readonly HariLapangan[];
  onSelesai: (pesan: string) => void;
}) {
  const [f, setF] = useState(KOSONG);
  const [galat, setGalat] = useState<Galat<Field>>({});
  const [galatForm, setGalatForm] = useState<string | null>(null);
  const [sibuk, setSibuk] = useState(false);
  const lapangan = f.role === 'PETUGAS_LAPANGAN';
  const set = (k: keyof typeof f) => (s: string) => {
    setF((x) => ({ ...x, [k]: s }));
    setGalat((g) => ({ ...g, [k]: undefined, ...(k === 'role' ? { id_lapangan: undefined } : {}) }));
    setGalatForm(null);
  };
  const kirim = async (e: FormEvent) => {
    e.preventDefault();
    const cek = v.safeParse(petugasBaruSchema, {
      nama: f.nama,
      email: f.email,
      password: f.password,
      role: f.role,
      id_lapangan: lapangan && f.id_lapangan ? Number(f.id_lapangan) : null,
    });
    if (!cek.success) return setGalat(galatDari<Field>(cek.issues));
    setSibuk(true);
    try {
      const pesan = await tambahPetugas(id_kompetisi, cek.output);
      setF({ ...KOSONG, role: f.role, id_lapangan: '' });
      onSelesai(pesan);
    } catch (err) {
      const t = tolakanDari(err, FIELDS);
      setGalat(t.field);
      setGalatForm(t.form);
    } finally {
      setSibuk(false);
    }
  };
  return (
    <form
      onSubmit={(e) => void kirim(e)}
      noValidate
      className="space-y-3 rounded-box bg-base-100 p-4 shadow ring-1 ring-base-300"
      aria-label="Tambah petugas"
    >
      <h2 className="text-lg font-bold">Tambah petugas</h2>
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        <Isian id="petugas-nama" label="Nama" galat={galat.nama}>
          {(a) => (
            <input
              {...a}
              className={`input w-full ${galat.nama ? 'input-error' : ''}`}
              value={f.nama}
              onChange={(e) => set('nama')(e.target.value)}
              autoComplete="off"
            />
          )}
        </Isian>
        <Isian id="petugas-email" label="Email" galat={galat.email}>
          {(a) => (
            <input
              {...a}
              type="email"
              className={`input w-full ${galat.email ? 'input-error' : ''}`}
              value={f.email}
              onChange={(e) => set('email')(e.target.value)}
              autoComplete="off"
            />
          )}
        </Isian>
        <Isian id="petugas-password" label="Password awal" galat={galat.password}>
          {(a) => (
            <input
              {...a}
              type="password"
              className={`input w-full ${galat.password ? 'input-error' : ''}`}
              value={f.password}
              onChange={(e) => set('password')(e.target.value)}
              autoComplete="new-password"
            />
          )}
        </Isian>
        <Isian id="petugas-peran" label="Peran" galat={galat.role}>
          {(a) => (
            <select {...a} className="select w-full" value={f.role} onChange={(e) => set('role')(e.target.value)}>
              {PERAN_PETUGAS.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABEL[r]}
                </option>
              ))}
            </select>
          )}
        </Isian>
        {lapangan && (
          <Isian id="petugas-lapangan" label="Lapangan" galat={galat.id_lapangan}>
            {(a) => (
              <select
                {...a}
                className={`select w-full ${galat.id_lapangan ? 'select-error' : ''}`}
                value={f.id_lapangan}
                onChange={(e) => set('id_lapangan')(e.target.value)}
              >
                <OpsiLapangan hari={hari} kosong="Belum ada lapangan: buat di Jadwal" />
              </select>
            )}
          </Isian>
        )}
        <div className="flex items-end">
          <button type="submit" className="btn btn-primary w-full" disabled={sibuk}>
            {sibuk ? (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            ) : (
              <UserPlus className="size-4" aria-hidden="true" />
            )}
            Tambah petugas
          </button>
        </div>
      </div>
      <p className="text-xs text-base-content/70">Petugas mengganti password awal ini saat pertama kali masuk.</p>
      <GalatForm pesan={galatForm} />
    </form>
  );
}
