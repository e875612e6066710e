import { KTP_MSG } from '../../../../domain/atlet/ktp';
import { ATLET_DOKUMEN } from '../../../../domain/schemas/atlet-files';
import { DokumenPicker } from './DokumenPicker';
import { FormSection } from './FormSection';
import type { useDokumenSlots } from './useDokumenSlots';

interface DokumenSectionProps {
  dokumen: ReturnType<typeof useDokumenSlots>;
  disabled: boolean;
  /** The entered birth date makes the athlete 17 or older. */
  ktpWajib: boolean;
}

export function DokumenSection({ dokumen, disabled, ktpWajib }: DokumenSectionProps) {
  return (
    <FormSection title="DOKUMEN PENDUKUNG (OPSIONAL)">
      {ATLET_DOKUMEN.map((kind) => (
        <DokumenPicker
          key={kind}
          kind={kind}
          slot={dokumen.slots[kind]}
          onChoose={(k, file) => void dokumen.choose(k, file)}
          onRemove={dokumen.remove}
          disabled={disabled}
          note={kind === 'ktp' && ktpWajib ? KTP_MSG.label : undefined}
        />
      ))}
      <p className="text-xs text-base-content/70 sm:col-span-2">Total semua dokumen maksimal 8MB.</p>
    </FormSection>
  );
}
