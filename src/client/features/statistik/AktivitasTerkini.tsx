import { Activity } from 'lucide-react';
import type { Aktivitas } from '../../../domain/schemas/statistik';
import { Panel } from './Panel';
import { labelAksi, waktuWib } from './tampil';

/** 'Aktivitas Terkini': who did what, when — the latest 50 log rows, scrolling at a maximum height. */
export function AktivitasTerkini({ items }: { items: readonly Aktivitas[] }) {
  return (
    <Panel title="Aktivitas Terkini" subtitle={`${items.length} aktivitas terakhir dari log`}>
      {items.length === 0 ? (
        <p className="py-6 text-center text-sm text-base-content/75">Belum ada aktivitas</p>
      ) : (
        <ol className="-mx-1 max-h-96 space-y-1 overflow-y-auto overscroll-contain px-1" tabIndex={0} aria-label="Daftar aktivitas terkini">
          {items.map((a) => (
            <li key={a.id} className="flex gap-3 rounded-lg p-2 hover:bg-base-200/60">
              <span className="mt-0.5 grid size-8 shrink-0 place-items-center rounded-full bg-primary/10 text-primary">
                <Activity className="size-4" aria-hidden="true" />
              </span>
              <div className="min-w-0 flex-1">
                <p className="text-sm">
                  <span className="font-semibold break-words">{a.user}</span>
                  <span className="text-base-content/75"> · {labelAksi(a.action)}</span>
                </p>
                {a.details && <p className="text-sm break-words text-base-content/85">{a.details}</p>}
                <p className="text-xs text-base-content/70">
                  <time dateTime={a.timestamp}>{waktuWib(a.timestamp)}</time>
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
