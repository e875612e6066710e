import { useEffect, useMemo, useState } from 'react';
import * as v from 'valibot';
import { layarPapanLapangan } from '../../../domain/jadwal';
import { currentUser } from '../../data/session';
import { useMejaLapangan } from '../../data/lapangan';
import { usePapanPublik } from '../../data/papan-publik';
import { useHadirPerangkat } from '../../data/venue';
import { useSekarang } from '../../ui/jadwal/useSekarang';
import { kanalPapan, papanSchema, pesanHalo, type PapanState } from './papan-state';

const kunciGambar = (id_lapangan: number) => `arena-papan-lapangan-${id_lapangan}`;
const gambarTersimpan = v.object({ id_match: v.string(), papan: papanSchema });

function bacaGambar(id_lapangan: number): v.InferOutput<typeof gambarTersimpan> | null {
  try {
    const r = v.safeParse(gambarTersimpan, JSON.parse(localStorage.getItem(kunciGambar(id_lapangan)) ?? 'null'));
    return r.success ? r.output : null;
  } catch {
    return null;
  }
}

/**
 * The console's live picture of one bout on this device (BroadcastChannel, asked once with 'halo'), no network;
 * the last one is kept in localStorage so a reload shows it again.
 */
function useGambarKonsol(id_lapangan: number, id_match: string | null) {
  const [g, setG] = useState(() => bacaGambar(id_lapangan));
  useEffect(() => {
    if (!id_match || typeof BroadcastChannel === 'undefined') return undefined;
    const c = new BroadcastChannel(kanalPapan(id_match));
    c.onmessage = (e: MessageEvent<unknown>) => {
      const r = v.safeParse(papanSchema, e.data);
      if (!r.success) return;
      const baru = { id_match, papan: r.output };
      setG(baru);
      try {
        localStorage.setItem(kunciGambar(id_lapangan), JSON.stringify(baru));
      } catch {
        /* private mode: the picture lasts for the page */
      }
    };
    c.postMessage(pesanHalo);
    return () => c.close();
  }, [id_lapangan, id_match]);
  return g && g.id_match === id_match ? g.papan : null;
}

/**
 * One court's scoreboard: the court's bouts from the desk's copy on this device (Dexie: the desk's writes reach it
 * across tabs with no network) or the server's answer (another device, through the live stream), the domain's
 * layarPapanLapangan choosing what to show; the bout on the mat painted from the console's picture on this device or
 * the public board's, whichever is newer.
 */
export function usePapanLapangan(id_lapangan: number, detik_hasil: number) {
  const user = currentUser();
  const id_kompetisi = user?.admin_kompetisi?.id_kompetisi ?? user?.petugas?.id_kompetisi ?? 0;
  const read = useMejaLapangan(id_kompetisi, id_lapangan);
  useHadirPerangkat(id_lapangan, 'papan');
  const now = useSekarang(250);
  const partai = read.data?.partai ?? [];
  const layar = useMemo(() => layarPapanLapangan(partai, now, detik_hasil), [partai, now, detik_hasil]);
  const diMatras = layar.jenis === 'bertanding' ? layar.partai.id_match : null;
  const konsol = useGambarKonsol(id_lapangan, diMatras);
  const publik = usePapanPublik(id_kompetisi || null);
  const dariServer = publik.lapangan?.find((l) => l.id_lapangan === id_lapangan && l.id_match === diMatras)?.papan ?? null;
  const gambar: PapanState | null =
    konsol && dariServer ? (dariServer.dibaca > konsol.dibaca ? dariServer : konsol) : (konsol ?? dariServer);
  return {
    memuat: read.loading,
    kepala: read.data?.kepala ?? null,
    layar,
    partaiSemua: partai,
    gambar,
    now,
    // The court's copy is followed live only while the server answers; on the desk's own device it still follows the desk.
    tersambung: read.live === 'langsung' && !publik.gagal,
    error: read.error,
  };
}
