import { useState } from 'react';
import { ATURAN_PEMULA_2025, TEKNIK, TEKNIK_INFO, type InfoTautanJuri, type Sudut, type Teknik } from '../../../domain/skor';
import { kirimTekanJuri, type HasilJuri } from '../../data/skor';
import { useDetakJuri } from './useDetakJuri';

/** Refusals of the link itself (forged, expired): no press from it will land. */
const TAUTAN_DITOLAK: ReadonlySet<string> = new Set(['tautan_juri_tidak_sah', 'tautan_juri_kedaluwarsa']);

const GAYA: Record<Sudut, string> = {
  B: 'bg-blue-700 active:bg-blue-900 text-white',
  R: 'bg-red-700 active:bg-red-900 text-white',
};

/**
 * A novice Kyorugi judge's phone at the mat: the bout and its athletes, blue B on the left, red R on the right, one
 * big button per technique with its points under the bout's rule set. Each press is sent at once with its own id;
 * gam-jeom stays with the referee at the console.
 */
export function JuriKyorugi({ token, info }: { token: string; info: InfoTautanJuri }) {
  const { status, selisih, catat } = useDetakJuri(token);
  const poin = info.poin_teknik ?? ATURAN_PEMULA_2025.poin_teknik;
  const [terakhir, setTerakhir] = useState<string | null>(null);
  // The server's refusal of the latest press (its words and code: the seat's presses are full, the bout is over…),
  // kept until a press lands again; the heartbeat does not clear it.
  const [ditolak, setDitolak] = useState<Extract<HasilJuri, { ok: false }> | null>(null);

  const tekan = async (sudut: Sudut, teknik: Teknik) => {
    navigator.vibrate?.(30);
    setTerakhir(`${sudut} +${poin[teknik]}`);
    const h = await kirimTekanJuri(token, { sudut, teknik, waktu: Date.now() + selisih.current, id: crypto.randomUUID() });
    if (h.ok) setDitolak(null);
    // No answer, or the link itself refused: the connection line says so (a refused link replaces the buttons).
    if (h.ok || !h.tetap || TAUTAN_DITOLAK.has(h.kode ?? '')) catat(h);
    else setDitolak(h);
  };

  const tetap = status && !status.ok && status.tetap;
  return (
    <div className="flex h-dvh flex-col bg-neutral-900 text-white" data-halaman-juri>
      <header className="flex items-center gap-2 px-3 py-2 text-sm">
        <span className="flex-1 font-bold">{status?.ok ? `Juri ${status.juri}` : 'Juri digital'}</span>
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
        {info.nomor !== null ? `Partai ${info.nomor} · ` : ''}
        {info.nama_kelas}
      </p>
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
        <div className="grid flex-1 grid-cols-2 gap-1 p-1">
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
                  data-tekan={`${s}+${t}`}
                  className={`flex flex-1 flex-col items-center justify-center rounded-lg ${GAYA[s]}`}
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
