import { labelPartai } from '../../../domain/jadwal';
import type { InfoKursiJuri, PartaiBerikut, Sudut } from '../../../domain/skor';
import { JuriKyorugi } from './JuriKyorugi';
import { JuriPoomsae } from './JuriPoomsae';
import type { KursiTampil } from './kursi';
import type { DetakJuri } from './useDetakJuri';
import { useIkutiKursi } from './useIkutiKursi';

const WARNA: Record<Sudut, string> = { B: 'bg-blue-700', R: 'bg-red-700' };
const jamWib = (ms: number) =>
  new Intl.DateTimeFormat('id-ID', { timeZone: 'Asia/Jakarta', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' }).format(
    new Date(ms - 60_000),
  );

/** The next bout's corners, big enough to read at arm's length. */
function Berikutnya({ p, kode }: { p: PartaiBerikut; kode: string }) {
  return (
    <section className="w-full max-w-sm space-y-2" aria-label="Partai berikutnya" data-berikutnya={p.nomor}>
      <p className="text-sm opacity-80">
        Berikutnya: <b>Partai {labelPartai(kode, p.nomor)}</b> · {p.nama_kelas}
      </p>
      {(['B', 'R'] as const).map((s) => (
        <div key={s} className={`flex items-center gap-3 rounded-box p-3 text-left ${WARNA[s]}`}>
          <span className="text-3xl font-black">{s}</span>
          <span className="min-w-0">
            <span className="block truncate text-lg font-bold">{p.sudut[s]?.nama ?? 'Pemenang partai sebelumnya'}</span>
            <span className="block truncate text-sm opacity-80">{p.sudut[s]?.nama_dojang ?? ''}</span>
          </span>
        </div>
      ))}
    </section>
  );
}

/**
 * A judge's phone joined by the court's seat link: it follows the bout on the mat of its court. Between bouts it
 * says 'Menunggu partai berikutnya' with the next bout's names; with a bout on the mat it shows that bout's buttons
 * (Kyorugi) or sheet (Poomsae), locked but while the bout runs (the server's answer, by the domain's rule).
 */
export function HalamanKursi({ token, awal, detak }: { token: string; awal: InfoKursiJuri; detak: DetakJuri }) {
  const { info, ditolak, bacaUlang } = useIkutiKursi(token, awal);
  const { status } = detak;
  const gagal = ditolak ?? (status && !status.ok && status.tetap ? status : null);
  const p = info.partai;
  const kursi: KursiTampil = {
    tutup: info.tutup,
    ronde: info.ronde,
    nama_lapangan: info.nama_lapangan,
    kode_lapangan: info.kode_lapangan,
    bacaUlang,
  };
  if (p && !gagal) {
    if (p.cabang === 'POOMSAE' && p.panel)
      return <JuriPoomsae key={p.id_match} token={token} info={p} panel={p.panel} detak={detak} kursi={kursi} />;
    if (p.cabang === 'KYORUGI') return <JuriKyorugi key={p.id_match} token={token} info={p} detak={detak} kursi={kursi} />;
  }
  return (
    <div className="flex min-h-dvh flex-col bg-neutral-900 text-white" data-halaman-juri data-menunggu-partai>
      <header className="flex items-center gap-2 px-3 py-2 text-sm">
        <span className="min-w-0 flex-1 truncate">
          <b>Juri {info.juri}</b> · {info.nama_lapangan}
        </span>
        <span role="status" data-terhubung={status?.ok ? '1' : '0'}>
          {status === null ? 'Menyambung…' : status.ok ? '● Terhubung' : `○ ${status.pesan}`}
        </span>
      </header>
      <main className="flex flex-1 flex-col items-center justify-center gap-6 p-4 text-center">
        {gagal ? (
          <p className="rounded-box bg-base-100 p-6 text-base-content" role="alert" data-kode={gagal.kode}>
            {gagal.pesan}
            {gagal.kode ? ` (${gagal.kode})` : ''}
          </p>
        ) : (
          <>
            <div className="space-y-1">
              <p className="text-2xl font-black">Menunggu partai berikutnya</p>
              <p className="text-sm opacity-80">
                Tombol juri aktif saat partai dimulai di {info.nama_lapangan}. Halaman ini mengikuti sendiri.
              </p>
            </div>
            {info.berikutnya ? (
              <Berikutnya p={info.berikutnya} kode={info.kode_lapangan} />
            ) : (
              <p className="opacity-80">Belum ada partai berikutnya di lapangan ini.</p>
            )}
          </>
        )}
      </main>
      <footer className="p-3 text-center text-xs opacity-60">Tautan kursi berlaku sampai {jamWib(info.kedaluwarsa)} WIB</footer>
    </div>
  );
}
