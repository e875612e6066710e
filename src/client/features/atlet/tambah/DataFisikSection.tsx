import { SARAN_INPUT } from '../../../../domain/schemas/atlet';
import { SABUK } from '../../../../domain/catalogue/kelas';
import { TextField } from '../../../ui/form/TextField';
import { SelectField } from '../../../ui/form/SelectField';
import type { TambahAtletForm } from './useTambahAtletForm';
import { FormSection } from './FormSection';

const SABUK_OPTIONS = SABUK.map((s) => ({ value: s.value, label: s.label }));

/** Belt, weight and height; the input attributes suggest 10–300 kg and 50–250 cm. */
export function DataFisikSection({ form, disabled }: { form: TambahAtletForm; disabled: boolean }) {
  const { values, errors, set } = form;
  return (
    <FormSection title="DATA FISIK">
      <SelectField
        id="atlet-belt"
        label="Tingkat Sabuk"
        required
        value={values.belt}
        onChange={(x) => set('belt', x)}
        options={SABUK_OPTIONS}
        placeholder="Pilih tingkat sabuk"
        error={errors.belt}
        disabled={disabled}
        className="sm:col-span-2"
      />
      <TextField
        id="atlet-berat"
        label="Berat Badan (kg)"
        required
        type="number"
        inputMode="decimal"
        min={SARAN_INPUT.berat_badan.min}
        max={SARAN_INPUT.berat_badan.max}
        step={0.1}
        value={values.berat_badan}
        onChange={(x) => set('berat_badan', x)}
        error={errors.berat_badan}
        disabled={disabled}
        placeholder="contoh: 45"
        trailing={<span className="text-xs text-base-content/60">kg</span>}
      />
      <TextField
        id="atlet-tinggi"
        label="Tinggi Badan (cm)"
        required
        type="number"
        inputMode="decimal"
        min={SARAN_INPUT.tinggi_badan.min}
        max={SARAN_INPUT.tinggi_badan.max}
        step={0.1}
        value={values.tinggi_badan}
        onChange={(x) => set('tinggi_badan', x)}
        error={errors.tinggi_badan}
        disabled={disabled}
        placeholder="contoh: 150"
        trailing={<span className="text-xs text-base-content/60">cm</span>}
      />
    </FormSection>
  );
}
