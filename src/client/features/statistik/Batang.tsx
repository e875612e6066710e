import { angka, persen } from './tampil';

export interface Ruas {
  label: string;
  value: number;
  /** Tailwind background class of the segment and its legend dot. */
  tone: string;
}

/**
 * A progress bar in segments (e.g. Disetujui / Menunggu / Ditolak) with the counts written out under it, so
 * the figure never depends on reading a colour.
 */
export function BatangRuas({ title, ruas, note }: { title: string; ruas: readonly Ruas[]; note?: string }) {
  const total = ruas.reduce((s, r) => s + r.value, 0);
  return (
    <div className="space-y-2">
      <div className="flex items-baseline justify-between gap-2">
        <p className="font-semibold">{title}</p>
        <p className="text-sm text-base-content/75 tabular-nums">{angka(total)} total</p>
      </div>
      <div
        className="flex h-3 w-full overflow-hidden rounded-full bg-base-200"
        role="img"
        aria-label={`${title}: ${ruas.map((r) => `${r.label} ${r.value}`).join(', ')}`}
      >
        {ruas.map((r) => r.value > 0 && <span key={r.label} className={r.tone} style={{ width: `${(r.value / total) * 100}%` }} />)}
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {ruas.map((r) => (
          <li key={r.label} className="flex items-center gap-1.5">
            <span className={`inline-block size-2.5 rounded-full ${r.tone}`} aria-hidden="true" />
            {r.label} <span className="font-semibold tabular-nums">{angka(r.value)}</span>
            <span className="text-base-content/70 tabular-nums">({persen(r.value, total)}%)</span>
          </li>
        ))}
      </ul>
      {note && <p className="text-xs text-base-content/70">{note}</p>}
    </div>
  );
}

/** A list of labelled horizontal bars (long labels wrap above their bar: readable on a phone). */
export function DaftarBatang({
  items,
  tone = 'bg-primary',
  empty,
}: {
  items: readonly { label: string; value: number; hint?: string }[];
  tone?: string;
  empty: string;
}) {
  const max = Math.max(0, ...items.map((i) => i.value));
  if (items.length === 0 || max === 0) return <p className="py-6 text-center text-sm text-base-content/75">{empty}</p>;
  return (
    <ul className="space-y-3">
      {items.map((i) => (
        <li key={i.label}>
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="min-w-0 break-words">{i.label}</span>
            <span className="shrink-0 font-semibold tabular-nums">{angka(i.value)}</span>
          </div>
          <div className="mt-1 h-2 w-full rounded-full bg-base-200" aria-hidden="true">
            <div className={`h-2 rounded-full ${tone}`} style={{ width: `${(i.value / max) * 100}%` }} />
          </div>
          {i.hint && <p className="mt-0.5 text-xs text-base-content/70">{i.hint}</p>}
        </li>
      ))}
    </ul>
  );
}
