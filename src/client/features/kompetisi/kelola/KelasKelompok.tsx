import { useId } from 'react';
import { Lock, Users } from 'lucide-react';
import { JENIS_KELAMIN } from '../../../../domain/roles';
import type { KelasKatalog } from '../../../data/online/admin-kompetisi';
import { JK_LABEL, labelKelas, terkunci, type GrupKelompok } from './kelas-pilihan';

interface KelasKelompokProps {
  grup: GrupKelompok;
  pilih: ReadonlySet<string>;
  busy: boolean;
  onToggle: (keys: readonly string[], on: boolean) => void;
}

function Centang({
  k,
  pilih,
  busy,
  onToggle,
  denganGender,
}: { k: KelasKatalog; denganGender: boolean } & Omit<KelasKelompokProps, 'grup'>) {
  const kunci = terkunci(k);
  const id = useId();
  const alasan =
    k.jumlah_peserta > 0
      ? `Sudah ada ${k.jumlah_peserta} peserta — kelas tidak dapat dihapus`
      : 'Bagan sudah dibuat — kelas tidak dapat dihapus';
  return (
    <li>
      <label
        className={`flex min-h-11 items-center gap-3 rounded-lg px-2 py-1.5 ${kunci ? '' : 'cursor-pointer hover:bg-base-200'}`}
        title={kunci ? alasan : undefined}
      >
        <input
          type="checkbox"
          className="checkbox checkbox-primary checkbox-sm"
          checked={pilih.has(k.key)}
          disabled={busy || kunci}
          onChange={(e) => onToggle([k.key], e.target.checked)}
          aria-describedby={kunci ? id : undefined}
        />
        <span className="min-w-0 flex-1 text-sm">{labelKelas(k, denganGender)}</span>
        {k.jumlah_peserta > 0 && (
          <span className="badge badge-sm badge-info badge-soft gap-1 whitespace-nowrap" title={`${k.jumlah_peserta} peserta`}>
            <Users className="size-3" aria-hidden="true" /> {k.jumlah_peserta}
          </span>
        )}
        {kunci && <Lock className="size-3.5 shrink-0 text-base-content/60" aria-hidden="true" />}
        {kunci && (
          <span id={id} className="sr-only">
            {alasan}
          </span>
        )}
      </label>
    </li>
  );
}

/** One age group: Kyorugi in Putra / Putri columns, Poomsae as one list; a tick for the whole group. */
export function KelasKelompok({ grup, pilih, busy, onToggle }: KelasKelompokProps) {
  const dipilih = grup.kelas.filter((k) => pilih.has(k.key)).length;
  const peserta = grup.kelas.reduce((n, k) => n + k.jumlah_peserta, 0);
  const semua = dipilih === grup.kelas.length;
  const bebas = grup.kelas.filter((k) => !terkunci(k)).map((k) => k.key);
  const kyorugi = grup.kelas[0]?.cabang === 'KYORUGI';
  const kolom = kyorugi
    ? JENIS_KELAMIN.map((jk) => ({ judul: JK_LABEL[jk], kelas: grup.kelas.filter((k) => k.jenis_kelamin === jk) }))
    : [{ judul: '', kelas: grup.kelas }];

  return (
    <details className="collapse-arrow collapse rounded-box border border-base-300 bg-base-100">
      <summary className="collapse-title flex min-h-12 flex-wrap items-center gap-x-3 gap-y-1 pe-10">
        <span className="font-semibold">{grup.judul}</span>
        <span className="text-xs text-base-content/70">{grup.usia}</span>
        <span className="ml-auto flex items-center gap-2 text-xs">
          <span className={`badge badge-sm ${dipilih === 0 ? 'badge-ghost' : 'badge-primary badge-soft'}`}>
            {dipilih}/{grup.kelas.length} kelas
          </span>
          {peserta > 0 && <span className="badge badge-sm badge-info badge-soft">{peserta} peserta</span>}
        </span>
      </summary>
      <div className="collapse-content space-y-3">
        <label className="flex cursor-pointer items-center gap-3 border-b border-base-300 px-2 pb-2 text-sm font-semibold">
          <input
            type="checkbox"
            className="checkbox checkbox-sm"
            checked={semua}
            disabled={busy || bebas.length === 0}
            ref={(el) => {
              if (el) el.indeterminate = dipilih > 0 && !semua;
            }}
            onChange={(e) => onToggle(bebas, e.target.checked)}
          />
          Pilih semua kelas {grup.judul}
        </label>
        <div className={`grid gap-x-6 gap-y-2 ${kolom.length > 1 ? 'sm:grid-cols-2' : ''}`}>
          {kolom.map((c) => (
            <div key={c.judul || 'semua'}>
              {c.judul && <p className="px-2 pb-1 text-xs font-bold tracking-wide text-base-content/70 uppercase">{c.judul}</p>}
              <ul>
                {c.kelas.map((k) => (
                  <Centang key={k.key} k={k} pilih={pilih} busy={busy} onToggle={onToggle} denganGender={!kyorugi} />
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </details>
  );
}
