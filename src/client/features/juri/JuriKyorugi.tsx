import { useState } from 'react';
import { labelPartai } from '../../../domain/jadwal';
import { ATURAN_PEMULA_2025, PESAN_TUTUP, TEKNIK, TEKNIK_INFO, type InfoTautanJuri, type Sudut, type Teknik } from '../../../domain/skor';
import { kirimTekanJuri, type HasilJuri } from '../../data/skor';
import { type KursiTampil, PERLU_BACA_ULANG, TAUTAN_DITOLAK } from './kursi';
import type { DetakJuri } from './useDetakJuri';

const GAYA: Record<Sudut, string> = {
  B: 'bg-blue-700 active:bg-blue-900 text-white',
  R: 'bg-red-700 active:bg-red-900 text-white',
};

/**
 * A novice Kyorugi judge's phone at the mat: the bout and its athletes, blue B on the left, red R on the right, one
 * big button per technique with its points under the bout's rule set. Each press is sent at once with its own id;
 * gam-jeom stays with the referee at the console. With a court's seat link (`kursi`) the buttons work only while a
 * round of the bout on the mat runs (the server's answer, by the domain's rule) and each press names the bout.
 */
export function JuriKyorugi({ token, info, detak, kursi }: { token: string; info: InfoTautanJuri; detak: DetakJuri; kursi?: KursiTampil }) {
  const { status, selisih, catat } = detak;
  const poin = info.poin_teknik ?? ATURAN_PEMULA_2025.poin_teknik;
  const [terakhir, setTerakhir] = useState<string | null>(null);
  // The server's refusal of the latest press (its words and code: the seat's presses are full, the bout is over…),
  // kept until a press lands again; the heartbeat does not clear it.
  const [ditolak, setDitolak] = useState<Extract<HasilJuri, { ok: false }> | null>(null);
  const terkunci = kursi?.tutup ?? null;

  const tekan = async (sudut: Sudut, teknik: Teknik) => {
    if (terkunci) return;
    navigator.vibrate?.(30);
    setTerakhir(`${sudut} +${poin[teknik]}`);
    const waktu = Date.now() + selisih.current;
    const h = await kirimTekanJuri(token, { sudut, teknik, waktu, id: crypto.randomUUID(), ...(kursi ? { id_match: info.id_match } : {}) });
    if (h.ok) setDitolak(null);
    // No answer, or the link itself refused: the connection line says so (a refused link replaces the buttons).
    if (h.ok || !h.tetap || TAUTAN_DITOLAK.has(h.kode ?? '')) catat(h);
    else setDitolak(h);
    // The bout on the mat moved on (a round ended, the result was kept): read what the court shows now.
    if (!h.ok && kursi && PERLU_BACA_ULANG.has(h.kode ?? '')) kursi.bacaUlang();
  };

  const tetap = status && !status.ok && status.tetap;
  return (
    <div className="flex h-dvh flex-col bg-neutral-900 text-white" data-halaman-juri data-partai-hp={info.id_match}>
      <header className="flex items-center gap-2 px-3 py-2 text-sm">
        <span className="min-w-0 flex-1 truncate font-bold">
          {status?.ok ? `Juri ${status.juri}` : 'Juri digital'}
          {kursi && <span className="font-normal opacity-80"> · {kursi.nama_lapangan}</span>}
        </span>
        {terakhir && (
          <span className="opacity-80" data-terakhir>
            Terakhir: {terakhir}
          </span>
        )}
        <span role="status" data-terhubung={status?.ok ? '1' : '0'}>
          {status === null ? 'Menyambung…' : status.ok ? '● Terhubung' : `○ ${status.pesan}`}
        </span>
      </header>
      <p className="truncate px-3 pb-1 text-xs opacity-80" data-partai-juri>
        {info.nomor !== null ? `Partai ${labelPartai(kursi?.kode_lapangan, info.nomor)} · ` : ''}
        {info.nama_kelas}
      </p>
      {kursi && !tetap && (
        <p
          className={`mx-1 mb-1 rounded p-2 text-center text-sm font-bold ${terkunci ? 'bg-neutral-700' : 'bg-success text-success-content'}`}
          role="status"
          data-tombol-juri={terkunci ? 'terkunci' : 'aktif'}
          data-tutup={terkunci ?? ''}
        >
          {terkunci ? PESAN_TUTUP[terkunci] : `Ronde ${kursi.ronde ?? 1} berjalan`}
        </p>
      )}
      {ditolak && !tetap && (
        <p
          className="mx-1 mb-1 rounded bg-warning p-2 text-center text-sm font-semibold text-warning-content"
          role="alert"
          data-kode={ditolak.kode}
        >
          {ditolak.pesan}
          {ditolak.kode ? ` (${ditolak.kode})` : ''}
        </p>
      )}
      {tetap ? (
        <p className="m-4 rounded-box bg-base-100 p-6 text-center text-base-content" role="alert" data-kode={status.kode}>
          {status.pesan}
          {status.kode ? ` (${status.kode})` : ''}
        </p>
      ) : (
        <div className={`grid flex-1 grid-cols-2 gap-1 p-1 ${terkunci ? 'opacity-40 grayscale' : ''}`}>
          {(['B', 'R'] as const).map((s) => (
            <section key={s} className="flex flex-col gap-1" aria-label={s === 'B' ? 'Sudut biru (B)' : 'Sudut merah (R)'}>
              <div className={`rounded py-1 text-center ${GAYA[s]}`}>
                <span className="block text-3xl font-black leading-tight">{s}</span>
                <span className="block truncate px-1 text-xs">{info.sudut[s]?.nama ?? '–'}</span>
              </div>
              {TEKNIK.map((t) => (
                <button
                  key={t}
                  type="button"
                  onClick={() => void tekan(s, t)}
                  disabled={terkunci !== null}
                  data-tekan={`${s}+${t}`}
                  className={`flex flex-1 flex-col items-center justify-center rounded-lg disabled:cursor-not-allowed ${GAYA[s]}`}
                  aria-label={`${s} +${poin[t]} ${TEKNIK_INFO[t].label}`}
                >
                  <span className="text-3xl font-black leading-none">+{poin[t]}</span>
                  <span className="text-xs leading-tight">{TEKNIK_INFO[t].label}</span>
                </button>
              ))}
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
