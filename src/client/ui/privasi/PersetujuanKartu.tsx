import { useState } from 'react';
import { ShieldAlert, ShieldCheck, ShieldOff } from 'lucide-react';
import type { PersetujuanAtlet } from '../../../domain/privasi/persetujuan';
import { formatSel } from '../../../domain/laporan/tabel';
import { CabutPersetujuanDialog } from './CabutPersetujuanDialog';
import { NyatakanPersetujuan } from './NyatakanPersetujuan';

interface Props {
  atlet: {
    id_atlet: number | null;
    nama_atlet: string;
    tanggal_lahir: string;
    persetujuan?: PersetujuanAtlet;
  };
  /** The athlete's coach states and withdraws (the policy's 'privasi.persetujuan'). */
  bolehUbah: boolean;
  /** The profile is being edited: the statement is asked inside the edit instead. */
  sedangMengubah: boolean;
}

// A row that wraps: on a phone the button goes under the text instead of squeezing it into a narrow column.
const KARTU = 'alert flex flex-wrap items-start text-base-content';
const ISI = 'min-w-0 flex-1 basis-56';

const kapan = (iso: string | null) => (iso ? formatSel(iso, 'tanggal') : '-');

function Ringkasan({ p }: { p: PersetujuanAtlet }) {
  return (
    <p className="text-sm">
      Kebijakan Privasi versi {p.versi_kebijakan ?? '-'} · {kapan(p.pada)}
      {p.oleh_wali ? ` · oleh orang tua/wali: ${p.nama_wali ?? '-'}` : ' · oleh atlet sendiri'}
      {p.dicatat_oleh ? ` · dicatat oleh ${p.dicatat_oleh}` : ''}
    </p>
  );
}

/** The athlete's consent on its profile: standing, missing (the coach states it here) or withdrawn; 'Cabut persetujuan'. */
export function PersetujuanKartu({ atlet, bolehUbah, sedangMengubah }: Props) {
  const p = atlet.persetujuan;
  const [cabut, setCabut] = useState(false);
  if (!p || atlet.id_atlet === null) return null;
  const id_atlet = atlet.id_atlet;

  // An erasure without a withdrawal is asked in 'Hak atas data pribadi' ('Minta hapus data'); here only a standing consent is withdrawn.
  const tombolCabut = bolehUbah && p.status === 'ADA' && (
    <button type="button" className="btn btn-ghost btn-sm text-error" onClick={() => setCabut(true)}>
      <ShieldOff className="size-4" aria-hidden="true" />
      Cabut persetujuan
    </button>
  );

  return (
    <section className="space-y-3" aria-labelledby="persetujuan-atlet">
      <h3 id="persetujuan-atlet" className="text-lg font-bold">
        Persetujuan Data Pribadi
      </h3>
      {p.status === 'ADA' && (
        <div role="status" className={`${KARTU} border-success/40 bg-success/10`}>
          <ShieldCheck className="size-5 shrink-0 text-success" aria-hidden="true" />
          <div className={ISI}>
            <p className="font-semibold">Persetujuan tercatat</p>
            <Ringkasan p={p} />
          </div>
          {tombolCabut}
        </div>
      )}
      {p.status === 'DICABUT' && (
        <div role="status" className={`${KARTU} border-error/40 bg-error/10`}>
          <ShieldOff className="size-5 shrink-0 text-error" aria-hidden="true" />
          <div className={ISI}>
            <p className="font-semibold">Persetujuan dicabut pada {kapan(p.pada)}</p>
            <p className="text-sm">
              Data atlet ini tidak diproses lagi: tidak dapat didaftarkan ke kompetisi maupun diubah. Permintaan penghapusan datanya sudah
              diteruskan ke admin.
            </p>
          </div>
        </div>
      )}
      {p.status === 'BELUM' && (
        <div className="space-y-3">
          <div role="status" className={`${KARTU} border-warning/50 bg-warning/15`}>
            <ShieldAlert className="size-5 shrink-0 text-warning" aria-hidden="true" />
            <div className={ISI}>
              <p className="font-semibold">Belum ada persetujuan pemrosesan data pribadi</p>
              <p className="text-sm">
                Atlet ini ditambahkan sebelum persetujuan diminta. Atlet tidak dapat didaftarkan ke kompetisi atau diubah datanya sampai
                pelatih menyatakan persetujuan.
              </p>
            </div>
            {tombolCabut}
          </div>
          {bolehUbah && !sedangMengubah && <NyatakanPersetujuan atlet={{ ...atlet, id_atlet }} idPrefix="profil-persetujuan" />}
        </div>
      )}
      {cabut && <CabutPersetujuanDialog open={cabut} id_atlet={id_atlet} nama_atlet={atlet.nama_atlet} onClose={() => setCabut(false)} />}
    </section>
  );
}
