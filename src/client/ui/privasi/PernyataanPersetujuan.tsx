import { ShieldCheck } from 'lucide-react';
import { KEBIJAKAN_PRIVASI_PATH, KEBIJAKAN_PRIVASI_VERSI, USIA_DEWASA } from '../../../domain/privasi/kebijakan';
import { perluWali, teksPernyataan } from '../../../domain/privasi/persetujuan';
import { TextField } from '../form/TextField';
import type { PernyataanForm } from './usePernyataan';

/** The checkbox's name (its statement is its description): short, so 'NIK' and the like name only their own fields. */
export const LABEL_CENTANG = 'Saya menyatakan persetujuan pemrosesan data pribadi atlet';

interface Props {
  form: PernyataanForm;
  /** The birth date entered (or stored): under 18 the statement is the parent's or guardian's. */
  tanggal_lahir: string | null | undefined;
  disabled?: boolean;
  idPrefix?: string;
}

/**
 * 'Persetujuan Data Pribadi': the coach states that the athlete (a child: the parent or guardian) read the notice and
 * consented. The notice opens in a new tab, so the form keeps what was typed.
 */
export function PernyataanPersetujuan({ form, tanggal_lahir, disabled, idPrefix = 'persetujuan' }: Props) {
  const anak = perluWali(tanggal_lahir);
  const { value, errors, ubah } = form;
  const cekId = `${idPrefix}-setuju`;
  return (
    <section
      className={`rounded-box border p-4 ${errors.persetujuan ? 'border-error bg-error/5' : 'border-primary/30 bg-primary/5'}`}
      aria-labelledby={`${idPrefix}-judul`}
    >
      <h3 id={`${idPrefix}-judul`} className="flex items-center gap-2 text-sm font-black tracking-wider text-primary uppercase">
        <ShieldCheck className="size-4" aria-hidden="true" /> Persetujuan Data Pribadi
      </h3>
      <p className="mt-2 text-sm text-base-content/85">
        Data atlet (NIK, tanggal lahir, alamat, telepon, akta kelahiran, KK/KTP, foto) diproses sesuai{' '}
        <a href={KEBIJAKAN_PRIVASI_PATH} target="_blank" rel="noopener" className="link font-semibold link-primary">
          Kebijakan Privasi
        </a>{' '}
        (versi {KEBIJAKAN_PRIVASI_VERSI}).{' '}
        {anak
          ? `Atlet di bawah ${USIA_DEWASA} tahun: persetujuan diberikan oleh orang tua/wali.`
          : 'Persetujuan diberikan oleh atlet sendiri.'}
      </p>
      <label htmlFor={cekId} className="mt-3 flex cursor-pointer items-start gap-3">
        <input
          id={cekId}
          type="checkbox"
          className={`checkbox mt-0.5 checkbox-sm checkbox-primary ${errors.persetujuan ? 'checkbox-error' : ''}`}
          checked={value.setuju}
          onChange={(e) => ubah({ setuju: e.target.checked })}
          disabled={disabled}
          aria-label={LABEL_CENTANG}
          aria-invalid={errors.persetujuan ? true : undefined}
          aria-describedby={errors.persetujuan ? `${cekId}-teks ${cekId}-msg` : `${cekId}-teks`}
        />
        <span id={`${cekId}-teks`} className="text-sm leading-relaxed">
          {teksPernyataan(anak)}
        </span>
      </label>
      {errors.persetujuan && (
        <p id={`${cekId}-msg`} className="mt-1 text-xs font-medium text-error" role="alert">
          {errors.persetujuan}
        </p>
      )}
      {anak && (
        <TextField
          id={`${idPrefix}-wali`}
          label="Nama Orang Tua/Wali"
          required
          value={value.nama_wali}
          onChange={(x) => ubah({ nama_wali: x })}
          error={errors.nama_wali}
          disabled={disabled}
          maxLength={200}
          autoComplete="off"
          placeholder="Nama orang tua/wali yang memberi persetujuan"
          className="mt-3"
        />
      )}
    </section>
  );
}
