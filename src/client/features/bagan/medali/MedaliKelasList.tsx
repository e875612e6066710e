import { MEDALI_LABEL, type MedalisKelas } from './medali-view';
import { MedaliIcon } from './MedaliIcon';

/** One class's medalists: gold, silver and the bronzes that exist, each with the dojang. */
export function MedalisKelasCard({ item, className = '' }: { item: MedalisKelas; className?: string }) {
  return (
    <article className={`rounded-box bg-base-100 p-4 shadow ring-1 ring-base-300 ${className}`} aria-label={`Medali ${item.judul}`}>
      <h3 className="font-bold leading-snug break-words">{item.judul}</h3>
      {item.medalis.length === 0 ? (
        <p className="mt-2 text-sm text-base-content/70">Belum ada pemenang.</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {item.medalis.map((m, i) => (
            <li key={`${m.jenis}-${m.peserta.id_peserta_kompetisi}-${i}`} className="flex items-start gap-2.5">
              <MedaliIcon jenis={m.jenis} className="mt-0.5 size-5" />
              <div className="min-w-0">
                <p className="text-sm font-semibold break-words">
                  <span className="sr-only">{MEDALI_LABEL[m.jenis]}: </span>
                  {m.peserta.nama}
                </p>
                <p className="text-xs break-words text-base-content/75">{m.peserta.nama_dojang}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

/** Every class's medalists, as a grid of cards. */
export function MedaliKelasList({ items, className = '' }: { items: readonly MedalisKelas[]; className?: string }) {
  if (items.length === 0) {
    return (
      <p className={`rounded-box bg-base-100 p-8 text-center text-base-content/80 shadow ring-1 ring-base-300 ${className}`}>
        Belum ada kelas yang memiliki pemenang.
      </p>
    );
  }
  return (
    <div className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-3 ${className}`}>
      {items.map((item) => (
        <MedalisKelasCard key={item.id_kelas} item={item} />
      ))}
    </div>
  );
}
