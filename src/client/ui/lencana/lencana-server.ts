import type { KeadaanServer } from '../../../domain/hub/kontrak';
import { umurKontak } from '../../data/sync/koneksi';

export interface Lencana {
  /** 'Hub venue · tersambung ke pusat 2 menit lalu'. */
  teks: string;
  /** For a narrow header: 'Pusat', 'Hub', 'Dikelola hub'. */
  pendek: string;
  nada: 'baik' | 'peringatan' | 'redup';
}

const umur = (iso: string | null, now: number) => (iso ? ` ${umurKontak(Date.parse(iso), now)}` : '');

/**
 * Which server a page talks to, and whether it reaches the central one. On the central server a competition a venue
 * hub holds says so (its data arrives from the hub); `id_kompetisi` unknown (a public page) takes the first one held.
 */
export function teksLencana(keadaan: KeadaanServer | null, luring: boolean, id_kompetisi: number | null, now: number): Lencana | null {
  if (!keadaan) return null;
  if (keadaan.peran === 'pusat') {
    const dikelola = keadaan.dikelola_hub.find((d) => id_kompetisi === null || d.id_kompetisi === id_kompetisi);
    if (luring) return { teks: 'Server pusat · Luring', pendek: 'Luring', nada: 'redup' };
    if (dikelola) {
      return {
        teks: `Dikelola hub venue${dikelola.kontak_terakhir ? ` · data terakhir${umur(dikelola.kontak_terakhir, now)}` : ''}`,
        pendek: 'Dikelola hub',
        nada: 'peringatan',
      };
    }
    return { teks: 'Server pusat', pendek: 'Pusat', nada: 'baik' };
  }
  if (luring) return { teks: 'Hub venue · Luring', pendek: 'Luring', nada: 'redup' };
  if (keadaan.status === 'belum') return { teks: 'Hub venue · belum mengambil alih kompetisi', pendek: 'Hub', nada: 'redup' };
  if (keadaan.status === 'selesai') return { teks: 'Hub venue · sudah dikembalikan ke pusat', pendek: 'Hub', nada: 'redup' };
  const menunggu = keadaan.tertinggal > 0 ? ` · ${keadaan.tertinggal} perubahan menunggu` : '';
  if (!keadaan.tersambung) return { teks: `Hub venue · pusat tidak terjangkau${menunggu}`, pendek: 'Hub', nada: 'peringatan' };
  return { teks: `Hub venue · tersambung ke pusat${umur(keadaan.kontak_terakhir, now)}${menunggu}`, pendek: 'Hub', nada: 'baik' };
}
