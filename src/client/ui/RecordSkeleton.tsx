/** Loading placeholder of a record page (dojang, athlete): picture, title lines and a grid of fields. */
export function RecordSkeleton({ label, round, fields }: { label: string; round: boolean; fields: number }) {
  return (
    <div className="space-y-4 rounded-box bg-base-100 p-6 shadow ring-1 ring-base-300" aria-busy="true" aria-label={label}>
      <p className="sr-only" role="status">
        Memuat data...
      </p>
      <div className="flex items-center gap-4">
        <div className={`skeleton size-28 ${round ? 'rounded-full' : 'rounded-2xl'}`} />
        <div className="flex-1 space-y-2">
          <div className="skeleton h-7 w-1/2" />
          <div className="skeleton h-4 w-1/3" />
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {Array.from({ length: fields }, (_, i) => (
          <div key={i} className="skeleton h-10" />
        ))}
      </div>
    </div>
  );
}
