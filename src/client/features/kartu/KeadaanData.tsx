import type { KartuRead } from '../../data/kartu';

/** Loading, the error without a kept copy, or how old the kept copy is. */
export function KeadaanData({ read }: { read: Pick<KartuRead, 'data' | 'isLoading' | 'error' | 'fetchedAt'> }) {
  if (read.isLoading)
    return (
      <p className="flex items-center gap-2 text-sm">
        <span className="loading loading-spinner loading-sm" />
        Memuat data kartu…
      </p>
    );
  if (!read.data)
    return (
      <p role="alert" className="alert alert-error">
        {read.error?.message ?? 'Data kartu belum tersedia.'}
      </p>
    );
  const waktu = new Intl.DateTimeFormat('id-ID', { dateStyle: 'medium', timeStyle: 'short' }).format(read.fetchedAt);
  return (
    <p className="text-xs text-base-content/70">
      {read.error ? 'Tidak terhubung ke server — ' : ''}Data per {waktu}. PDF dibuat di perangkat ini dan tetap bisa dibuat tanpa sinyal.
    </p>
  );
}
