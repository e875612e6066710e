import { useMemo } from 'react';
import { PROVINSI_NAMES, kotaOf } from '../../../domain/catalogue/wilayah';
import { SelectField } from './SelectField';

interface ProvinsiKotaFieldsProps {
  idPrefix: string;
  provinsi: string;
  kota: string;
  /** Choosing a province clears the city. */
  onChange: (next: { provinsi: string; kota: string }) => void;
  disabled?: boolean;
  readOnly?: boolean;
  kotaLabel?: string;
  required?: boolean;
  errors?: { provinsi?: string; kota?: string };
}

const PROVINSI_OPTIONS = PROVINSI_NAMES.map((p) => ({ value: p, label: p }));

/** Province → city cascade from the built-in catalogue; a stored value outside it is still shown. */
export function ProvinsiKotaFields({
  idPrefix,
  provinsi,
  kota,
  onChange,
  disabled,
  readOnly,
  kotaLabel = 'Kota',
  required,
  errors,
}: ProvinsiKotaFieldsProps) {
  const provinsiOptions = useMemo(
    () => (provinsi && !PROVINSI_NAMES.includes(provinsi) ? [{ value: provinsi, label: provinsi }, ...PROVINSI_OPTIONS] : PROVINSI_OPTIONS),
    [provinsi],
  );
  const kotaOptions = useMemo(() => {
    const list = kotaOf(provinsi).map((k) => ({ value: k, label: k }));
    return kota && !list.some((o) => o.value === kota) ? [{ value: kota, label: kota }, ...list] : list;
  }, [provinsi, kota]);

  return (
    <>
      <SelectField
        id={`${idPrefix}-provinsi`}
        label="Provinsi"
        value={provinsi}
        onChange={(p) => onChange({ provinsi: p, kota: '' })}
        options={provinsiOptions}
        placeholder="Pilih provinsi"
        disabled={disabled}
        readOnly={readOnly}
        required={required}
        error={errors?.provinsi}
      />
      <SelectField
        id={`${idPrefix}-kota`}
        label={kotaLabel}
        value={kota}
        onChange={(k) => onChange({ provinsi, kota: k })}
        options={kotaOptions}
        placeholder={provinsi ? 'Pilih kota/kabupaten' : 'Pilih provinsi dulu'}
        disabled={disabled || !provinsi}
        readOnly={readOnly}
        required={required}
        error={errors?.kota}
      />
    </>
  );
}
