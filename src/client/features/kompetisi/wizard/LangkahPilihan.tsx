import { JENIS_KELAMIN_LABEL, type JenisKelamin } from '../../../../domain/roles';
import { opsiKelompokUsia } from '../../../../domain/kompetisi/eligibility-opsi';
import { ukuranTim } from '../../../../domain/kompetisi/eligibility-tim';
import { kelasBeratTerbuka, opsiKelasBerat, opsiKelasPoomsae } from '../../../../domain/kompetisi/wizard-kelas';
import type { Cabang, KategoriEvent } from '../../../../domain/kompetisi/types';
import { ChoiceGroup } from './ChoiceGroup';
import type { Wizard } from './useWizard';

const CABANG = [
  { value: 'KYORUGI', label: 'Kyorugi', hint: 'Pertarungan' },
  { value: 'POOMSAE', label: 'Poomsae', hint: 'Jurus' },
] as const satisfies readonly { value: Cabang; label: string; hint: string }[];
const KATEGORI = [
  { value: 'pemula', label: 'Pemula', hint: 'Atlet baru' },
  { value: 'prestasi', label: 'Prestasi', hint: 'Aturan WT' },
] as const satisfies readonly { value: KategoriEvent; label: string; hint: string }[];
const GENDER = (['LAKI_LAKI', 'PEREMPUAN'] as const).map((g) => ({ value: g, label: JENIS_KELAMIN_LABEL[g] }));

/** Step 1: style and category. */
export function LangkahGaya({ wizard }: { wizard: Wizard }) {
  const { state, dispatch } = wizard;
  return (
    <div className="space-y-5">
      <ChoiceGroup
        legend="Style"
        name="cabang"
        choices={CABANG}
        value={state.cabang}
        onChange={(cabang) => dispatch({ type: 'cabang', cabang })}
      />
      <ChoiceGroup
        legend="Kategori"
        name="kategori"
        choices={KATEGORI}
        value={state.kategori}
        onChange={(kategori) => dispatch({ type: 'kategori', kategori })}
      />
    </div>
  );
}

function Select({
  id,
  label,
  value,
  options,
  onChange,
  optional,
  terkunci,
}: {
  id: string;
  label: string;
  value: number | null;
  optional?: boolean;
  options: readonly { id: number; nama: string }[];
  onChange: (id: number | null) => void;
  /** Why it cannot be chosen yet (shown under it, the select disabled). */
  terkunci?: string;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
        {optional && <span className="font-normal text-base-content/70"> (opsional)</span>}
      </label>
      <select
        id={id}
        className="select w-full"
        value={value ?? ''}
        disabled={terkunci !== undefined}
        aria-describedby={terkunci ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
      >
        <option value="">{optional ? 'Semua (sesuai atlet)' : `Pilih ${label.toLowerCase()}`}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.nama}
          </option>
        ))}
      </select>
      {terkunci && (
        <p id={`${id}-hint`} className="text-xs text-base-content/70">
          {terkunci}
        </p>
      )}
    </div>
  );
}

const BERAT_TERKUNCI = 'Pilih jenis kelamin dan kelas umur terlebih dahulu';

/** Step 2: the category details the chosen style needs. */
export function LangkahDetail({ wizard }: { wizard: Wizard }) {
  const { state, dispatch, konteks } = wizard;
  const pemula = state.kategori === 'pemula';
  const kelompok = opsiKelompokUsia(state.cabang, state.kategori).map((k) => ({ id: k.id_kelompok, nama: k.nama_kelompok }));
  const berat = opsiKelasBerat(konteks.kelas, state).map((b) => ({ id: b.id_kelas_berat, nama: b.nama_kelas }));
  const poomsae = opsiKelasPoomsae(konteks.kelas, state).map((p) => ({ id: p.id_poomsae, nama: p.nama_kelas }));
  const kelasPoomsae = konteks.kelas.find((k) => k.cabang === 'POOMSAE' && k.poomsae?.id_poomsae === state.id_poomsae);
  const tim = kelasPoomsae ? ukuranTim(kelasPoomsae) > 1 : false;
  const gender = (
    <ChoiceGroup<JenisKelamin>
      legend="Jenis Kelamin"
      name="jenis_kelamin"
      choices={GENDER}
      value={state.jenis_kelamin}
      onChange={(jenis_kelamin) => dispatch({ type: 'jenis_kelamin', jenis_kelamin })}
    />
  );
  const umur = (
    <Select
      id="wizard-kelompok"
      label="Kelas Umur"
      value={state.id_kelompok}
      options={kelompok}
      optional={pemula}
      onChange={(id_kelompok) => dispatch({ type: 'kelompok', id_kelompok })}
    />
  );
  if (state.cabang === 'KYORUGI') {
    return (
      <div className="space-y-5">
        {gender}
        {umur}
        <Select
          id="wizard-berat"
          label="Kelas Berat"
          value={state.id_kelas_berat}
          options={berat}
          optional={pemula}
          terkunci={kelasBeratTerbuka(state) ? undefined : BERAT_TERKUNCI}
          onChange={(id_kelas_berat) => dispatch({ type: 'kelas_berat', id_kelas_berat })}
        />
      </div>
    );
  }
  return (
    <div className="space-y-5">
      {umur}
      <Select
        id="wizard-poomsae"
        label="Kelas Poomsae"
        value={state.id_poomsae}
        options={poomsae}
        onChange={(id_poomsae) => dispatch({ type: 'poomsae', id_poomsae })}
      />
      {!tim && gender}
      {tim && (
        <p className="rounded-box bg-info/10 p-3 text-sm">
          Poomsae {kelasPoomsae?.poomsae?.nama_kelas}: pilih {ukuranTim(kelasPoomsae!)} atlet berbeda pada langkah berikutnya.
        </p>
      )}
    </div>
  );
}
