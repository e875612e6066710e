import { KTP_MSG, ktpWajib } from '../../../../domain/atlet/ktp';
import { ATLET_DOKUMEN, type AtletDokumen } from '../../../../domain/schemas/atlet-files';
import type { AtletView } from '../../../data/atlet';
import { AtletDokumenCard } from './AtletDokumenCard';
import type { AtletEditForm } from './useAtletEditForm';

const HINT: Partial<Record<AtletDokumen, string>> = { ktp: KTP_MSG.label };

/** DOKUMEN: the four documents; Pas Foto is required at edit, KK/KTP from 17 on. */
export function AtletDokumenSection({ atlet, form, saving }: { atlet: AtletView; form: AtletEditForm; saving: boolean }) {
  return (
    <section className="space-y-3" aria-labelledby="atlet-dokumen">
      <div>
        <h3 id="atlet-dokumen" className="text-lg font-bold">
          Dokumen
        </h3>
        {form.editing && (
          <p className="text-xs text-base-content/75">
            JPG, PNG atau WebP (Sertifikat Sabuk juga PDF), maksimal 5MB per file. Foto dikompres otomatis.
          </p>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {ATLET_DOKUMEN.map((kind) => {
          const removed = form.hapus.includes(kind);
          return (
            <AtletDokumenCard
              key={kind}
              kind={kind}
              nama={atlet.nama_atlet}
              stored={removed ? null : (atlet[kind] ?? null)}
              local={removed ? undefined : atlet.localFiles[kind]}
              chosen={form.files[kind]}
              editing={form.editing}
              disabled={saving}
              required={kind === 'pas_foto' || (kind === 'ktp' && ktpWajib(form.values.tanggal_lahir))}
              hint={HINT[kind]}
              error={form.errors[kind] || undefined}
              onChoose={form.choose}
              onRemove={form.remove}
            />
          );
        })}
      </div>
    </section>
  );
}
