import {
  MODE_POOMSAE,
  UKURAN_PANEL,
  type ModePoomsae,
  type PanelPoomsaeKelas,
  type PengaturanSkor,
  type UkuranPanel,
} from '../../../domain/skor';
import type { KelasPoomsaeSkor } from '../../../domain/skor/pengaturan-jawaban';
import { ubahPanelKelas } from './aturan-form';

const MODE_LABEL: Record<ModePoomsae, string> = { nilai: 'Nilai', bendera: 'Bendera' };

function PilihPanel({
  label,
  panel,
  onUbah,
  ikut,
}: {
  label: string;
  panel: PanelPoomsaeKelas | null;
  onUbah: (p: PanelPoomsaeKelas | null) => void;
  ikut?: PanelPoomsaeKelas;
}) {
  return (
    <div className="grid grid-cols-2 gap-2">
      <label className="flex flex-col gap-1 text-xs font-semibold">
        Juri
        <select
          className="select select-sm w-full"
          aria-label={`${label}: jumlah juri`}
          value={panel ? String(panel.juri) : ''}
          onChange={(e) =>
            onUbah(
              e.target.value === '' ? null : { juri: Number(e.target.value) as UkuranPanel, mode: panel?.mode ?? ikut?.mode ?? 'nilai' },
            )
          }
        >
          {ikut && <option value="">Ikuti bawaan ({ikut.juri})</option>}
          {UKURAN_PANEL.map((n) => (
            <option key={n} value={n}>
              {n} juri
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-xs font-semibold">
        Mode
        <select
          className="select select-sm w-full"
          aria-label={`${label}: mode`}
          value={panel?.mode ?? ''}
          disabled={!panel}
          onChange={(e) => panel && onUbah({ ...panel, mode: e.target.value as ModePoomsae })}
        >
          {!panel && <option value="">{ikut ? MODE_LABEL[ikut.mode] : '-'}</option>}
          {MODE_POOMSAE.map((m) => (
            <option key={m} value={m}>
              {MODE_LABEL[m]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/** Poomsae: the default panel, and the classes whose panel differs. */
export function PanelPoomsaeAtur({
  draf,
  kelas,
  onUbah,
}: {
  draf: PengaturanSkor;
  kelas: KelasPoomsaeSkor[];
  onUbah: (p: PengaturanSkor) => void;
}) {
  const milik = new Map(draf.poomsae_kelas.map((x) => [x.id_kelas_kejuaraan, x]));
  return (
    <section aria-label="Panel Poomsae" className="space-y-4 rounded-box bg-base-100 p-4 shadow ring-1 ring-base-300">
      <h2 className="text-lg font-black">Panel Poomsae</h2>
      <div className="space-y-1">
        <p className="text-sm font-semibold">Bawaan semua kelas</p>
        <PilihPanel label="Bawaan" panel={draf.poomsae_bawaan} onUbah={(p) => p && onUbah({ ...draf, poomsae_bawaan: p })} />
      </div>
      {kelas.length === 0 ? (
        <p className="text-sm text-base-content/70">Kompetisi ini belum punya kelas Poomsae.</p>
      ) : (
        <ul className="divide-y divide-base-300">
          {kelas.map((k) => {
            const x = milik.get(k.id_kelas_kejuaraan);
            return (
              <li key={k.id_kelas_kejuaraan} className="space-y-1 py-2">
                <p className="text-sm font-semibold">{k.nama_kelas}</p>
                <PilihPanel
                  label={k.nama_kelas}
                  panel={x ? { juri: x.juri, mode: x.mode } : null}
                  ikut={draf.poomsae_bawaan}
                  onUbah={(p) => onUbah(ubahPanelKelas(draf, k.id_kelas_kejuaraan, p))}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
