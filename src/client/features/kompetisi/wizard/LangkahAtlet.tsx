import { useMemo, useState } from 'react';
import { Search } from 'lucide-react';
import { sabukLabel } from '../../../../domain/catalogue/kelas';
import { ukuranTim } from '../../../../domain/kompetisi/eligibility-tim';
import { kelasKandidat, opsiAtlet } from '../../../../domain/kompetisi/wizard-kelas';
import { WIZARD_MSG } from '../../../../domain/kompetisi/wizard';
import type { AtletDaftar } from '../../../data/kompetisi';
import { NyatakanPersetujuan } from '../../../ui/privasi/NyatakanPersetujuan';
import type { Wizard } from './useWizard';

const SLOT_LABEL = ['Atlet', 'Atlet ke-2', 'Atlet ke-3'];
const dash = (v: string | number | null | undefined, unit = '') => (v === null || v === undefined || v === '' ? '-' : `${v}${unit}`);

function AtletOption({ a, chosen, onPick, name }: { a: AtletDaftar; chosen: boolean; onPick: () => void; name: string }) {
  return (
    <label
      className={`flex cursor-pointer items-start gap-3 rounded-box border-2 p-3 ${chosen ? 'border-primary bg-primary/10' : 'border-base-300 hover:border-primary/50'}`}
    >
      <input type="radio" name={name} className="radio radio-primary radio-sm mt-1" checked={chosen} onChange={onPick} />
      <span className="min-w-0 flex-1">
        <span className="block font-semibold break-words">
          {a.nama_atlet}
          {a.kunciLokal && <span className="badge badge-warning badge-sm ml-2 align-middle font-medium">Menunggu sinkron</span>}
          {a.persetujuan?.status === 'BELUM' && (
            <span className="badge badge-warning badge-sm ml-2 align-middle font-medium">Perlu persetujuan</span>
          )}
        </span>
        <span className="block text-xs text-base-content/80">
          BB {dash(a.berat_badan, ' kg')} · TB {dash(a.tinggi_badan, ' cm')} · {dash(a.provinsi)} · Sabuk {sabukLabel(a.belt)}
        </span>
      </span>
    </label>
  );
}

/** The picked athlete was added before consent was asked: the statement is made here, before Selanjutnya. */
function PersetujuanPilihan({ atlet, slot }: { atlet: AtletDaftar | undefined; slot: number }) {
  if (atlet?.persetujuan?.status !== 'BELUM') return null;
  return (
    <div className="space-y-2 rounded-box border border-warning/50 bg-warning/10 p-3">
      <p className="text-sm font-medium">
        {atlet.nama_atlet} belum memiliki persetujuan pemrosesan data pribadi. Nyatakan persetujuan agar atlet ini dapat didaftarkan.
      </p>
      <NyatakanPersetujuan atlet={atlet} idPrefix={`wizard-persetujuan-${slot}`} />
    </div>
  );
}

/** A slot lists this many cards at most (a dojang of 500 would otherwise render 500 per slot); search finds the rest. */
export const BATAS_TAMPIL = 40;

/** The first cards of a slot, the chosen athlete always among them. */
function tampilkan(list: readonly AtletDaftar[], chosen: number | null | undefined): readonly AtletDaftar[] {
  if (list.length <= BATAS_TAMPIL) return list;
  const first = list.slice(0, BATAS_TAMPIL);
  const pick = chosen == null || first.some((a) => a.id_atlet === chosen) ? undefined : list.find((a) => a.id_atlet === chosen);
  return pick ? [pick, ...first.slice(0, BATAS_TAMPIL - 1)] : first;
}

/** Step 3: per slot, only the eligible athletes not entered yet (computed offline by the domain). */
export function LangkahAtlet({ wizard }: { wizard: Wizard }) {
  const { state, konteks, dispatch } = wizard;
  const [cari, setCari] = useState('');
  const kandidat = useMemo(() => kelasKandidat(konteks.kelas, state), [konteks.kelas, state]);
  const slots = kandidat[0] ? ukuranTim(kandidat[0]) : 1;
  const opsi = useMemo(() => Array.from({ length: slots }, (_, slot) => opsiAtlet(state, konteks, slot)), [state, konteks, slots]);
  const q = cari.trim().toLowerCase();
  if (opsi.every((o) => o.length === 0)) {
    return (
      <p className="rounded-box bg-warning/15 p-4 text-center text-sm font-medium" role="status">
        {WIZARD_MSG.tidakAdaEligible}
      </p>
    );
  }
  return (
    <div className="space-y-4">
      {opsi.some((o) => o.length > 6) && (
        <label className="input w-full">
          <Search className="size-4 text-base-content/60" aria-hidden="true" />
          <input
            type="search"
            className="grow"
            placeholder="Cari nama atlet..."
            aria-label="Cari nama atlet"
            value={cari}
            onChange={(e) => setCari(e.target.value)}
            maxLength={100}
          />
        </label>
      )}
      {opsi.map((list, slot) => {
        const matched = q ? list.filter((a) => a.nama_atlet.toLowerCase().includes(q) || state.atlet[slot] === a.id_atlet) : list;
        const shown = tampilkan(matched, state.atlet[slot]);
        return (
          <fieldset key={slot} className="space-y-2">
            <legend className="mb-1 text-sm font-semibold">
              {slots > 1 ? SLOT_LABEL[slot] : 'Pilih Atlet'}{' '}
              <span className="font-normal text-base-content/70">({list.length} eligible)</span>
            </legend>
            {shown.length === 0 && (
              <p className="text-sm text-base-content/70">
                {list.length === 0 ? WIZARD_MSG.tidakAdaEligible : 'Tidak ada atlet yang cocok dengan pencarian'}
              </p>
            )}
            <div className="grid max-h-72 gap-2 overflow-y-auto pr-1">
              {shown.map((a) => (
                <AtletOption
                  key={a.id_atlet}
                  a={a}
                  name={`wizard-atlet-${slot}`}
                  chosen={state.atlet[slot] === a.id_atlet}
                  onPick={() => dispatch({ type: 'atlet', slot, id_atlet: a.id_atlet })}
                />
              ))}
            </div>
            <PersetujuanPilihan atlet={list.find((a) => a.id_atlet === state.atlet[slot])} slot={slot} />
            {matched.length > shown.length && (
              <p className="text-xs text-base-content/70">
                Menampilkan {shown.length} dari {matched.length} atlet — ketik nama untuk mencari.
              </p>
            )}
          </fieldset>
        );
      })}
    </div>
  );
}
