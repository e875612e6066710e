import { useState } from 'react';
import * as v from 'valibot';
import { TIMBANG_MSG, petugasUbahSchema } from '../../../domain/penimbangan/schemas';
import { ubahPetugas, type Petugas } from '../../data/online/petugas';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { GalatForm, Isian, OpsiLapangan, type HariLapangan } from './Isian';
import { tolakanDari } from './petugas-view';

interface DialogProps {
  id_kompetisi: number;
  p: Petugas;
  onTutup: () => void;
  onSelesai: (pesan: string) => void;
}

/** One change of a staff account in a dialog; its refusal stays in the dialog, under its field or above the buttons. */
function useUbah({ id_kompetisi, p, onTutup, onSelesai }: DialogProps, field: 'password' | 'id_lapangan') {
  const [galat, setGalat] = useState<string | undefined>();
  const [galatForm, setGalatForm] = useState<string | null>(null);
  const [sibuk, setSibuk] = useState(false);
  const simpan = async (body: { password?: string; id_lapangan?: number }) => {
    const cek = v.safeParse(petugasUbahSchema, body);
    if (!cek.success) return setGalat(cek.issues[0]?.message);
    setSibuk(true);
    try {
      onSelesai(await ubahPetugas(id_kompetisi, p.id_petugas, body));
      onTutup();
    } catch (err) {
      const t = tolakanDari(err, [field]);
      setGalat(t.field[field]);
      setGalatForm(t.form);
    } finally {
      setSibuk(false);
    }
  };
  const bersihkan = () => {
    setGalat(undefined);
    setGalatForm(null);
  };
  return { galat, galatForm, sibuk, simpan, bersihkan, tolak: setGalat };
}

/** 'Reset password': a new first password, which the staff member replaces again at the next login. */
export function ResetPassword(props: DialogProps) {
  const [pw, setPw] = useState('');
  const u = useUbah(props, 'password');
  return (
    <ConfirmDialog
      open
      title={`Reset password ${props.p.nama}`}
      cancelLabel="Batal"
      confirmLabel="Simpan password"
      busy={u.sibuk}
      onCancel={props.onTutup}
      onConfirm={() => void u.simpan({ password: pw })}
    >
      <Isian id="petugas-password-baru" label="Password baru" galat={u.galat}>
        {(a) => (
          <input
            {...a}
            type="password"
            className={`input w-full ${u.galat ? 'input-error' : ''}`}
            value={pw}
            autoComplete="new-password"
            onChange={(e) => {
              setPw(e.target.value);
              u.bersihkan();
            }}
          />
        )}
      </Isian>
      <div className="mt-3">
        <GalatForm pesan={u.galatForm} />
      </div>
    </ConfirmDialog>
  );
}

/** 'Pindah lapangan': court staff to another court of the competition; their signed-in desk follows by itself. */
export function PindahLapangan(props: DialogProps & { hari: readonly HariLapangan[] }) {
  const [pilih, setPilih] = useState(props.p.id_lapangan ? String(props.p.id_lapangan) : '');
  const u = useUbah(props, 'id_lapangan');
  return (
    <ConfirmDialog
      open
      title={`Pindah lapangan ${props.p.nama}`}
      cancelLabel="Batal"
      confirmLabel="Pindahkan"
      busy={u.sibuk}
      onCancel={props.onTutup}
      onConfirm={() => (pilih ? void u.simpan({ id_lapangan: Number(pilih) }) : u.tolak(TIMBANG_MSG.lapanganWajib))}
    >
      <p className="mb-3">
        Sekarang: <span className="font-semibold">{props.p.nama_lapangan ?? 'belum ada lapangan'}</span>. Meja yang sedang dibukanya ikut
        pindah tanpa login ulang.
      </p>
      <Isian id="petugas-pindah-lapangan" label="Lapangan baru" galat={u.galat}>
        {(a) => (
          <select
            {...a}
            className={`select w-full ${u.galat ? 'select-error' : ''}`}
            value={pilih}
            onChange={(e) => {
              setPilih(e.target.value);
              u.bersihkan();
            }}
          >
            <OpsiLapangan hari={props.hari} kosong="Belum ada lapangan: buat di Jadwal" />
          </select>
        )}
      </Isian>
      <div className="mt-3">
        <GalatForm pesan={u.galatForm} />
      </div>
    </ConfirmDialog>
  );
}
