import * as v from 'valibot';
import { keadaanServerSchema } from '../data/hub/skema';
import { teksLencana } from '../ui/lencana/lencana-server';

/**
 * The page's server line ('Server pusat', 'Dikelola hub venue · data terakhir 2 menit lalu', 'Hub venue · tersambung
 * ke pusat …'), as the app's badge gives it: read now and every 30 s; kept as it was when a read fails.
 */
export function ikutiKeadaanServer(el: HTMLElement, id_kompetisi: () => number | null): void {
  let keadaan: v.InferOutput<typeof keadaanServerSchema> | null = null;
  let luring = false;
  const gambar = () => {
    const l = teksLencana(keadaan, luring, id_kompetisi(), Date.now());
    el.hidden = l === null;
    if (l) {
      el.textContent = l.teks;
      el.dataset.nada = l.nada;
    }
  };
  const baca = async () => {
    try {
      const res = await fetch('/api/server/keadaan', { cache: 'no-store' });
      const r = v.safeParse(v.object({ data: keadaanServerSchema }), await res.json());
      if (r.success) keadaan = r.output.data;
      luring = false;
    } catch {
      luring = true;
    }
    gambar();
  };
  void baca();
  setInterval(() => (document.hidden ? gambar() : void baca()), 30_000);
}
