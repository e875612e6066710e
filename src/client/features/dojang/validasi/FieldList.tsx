import type { BidangDojang } from './dojang-fields';

/** Labelled fields in two columns from sm up, stacked on phones. */
export function FieldList({ rows }: { rows: readonly BidangDojang[] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 rounded-box bg-base-200/60 p-4 text-sm sm:grid-cols-2">
      {rows.map((r) => (
        <div key={r.label} className="min-w-0">
          <dt className="text-xs font-semibold tracking-wide text-base-content/70 uppercase">{r.label}</dt>
          <dd className="break-words">{r.value}</dd>
        </div>
      ))}
    </dl>
  );
}
