import type { Hono } from 'hono';
import { namaBerkas } from '../../domain/laporan/tabel';
import { formatKg, gram, lembarQuerySchema, undianAcakQuerySchema, undianAcakSchema } from '../../domain/penimbangan';
import { gagalUmum } from '../http/api-error';
import { izinkanPeran, pastikanBoleh } from '../http/akses';
import { currentAuth } from '../http/auth-middleware';
import { bodyFields } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { ok } from '../http/respond';
import { jawabTulis } from '../http/tulis';
import { parseId, parseInput } from '../http/validate';
import { getKompetisi } from '../kompetisi/baris';
import { daftarUndian, undiAcak } from './acak';
import { pengaturanDari, kelasKyorugi } from './kelas';
import { lembarTimbangPdf } from './lembar';
import { progresTimbang } from './progres';
import { daftarTimbang } from './sql';
import { STATUS_TOLAK } from './tolak';

const SEMUA = 1_000_000;

/** Progress, the random weigh-in draw and the official sheet (same guards as the desk). */
export function mountPenimbanganLain(r: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps;
  const baca = izinkanPeran('penimbangan.baca');

  r.get('/:id/penimbangan/progres', baca, async (c) => {
    const id_kompetisi = parseId(c.req.param('id'));
    pastikanBoleh(currentAuth(c).user, 'penimbangan.baca', { id_kompetisi });
    await getKompetisi(db, id_kompetisi);
    return ok(c, await progresTimbang(db, id_kompetisi));
  });

  r.get('/:id/penimbangan/acak', baca, async (c) => {
    const id_kompetisi = parseId(c.req.param('id'));
    pastikanBoleh(currentAuth(c).user, 'penimbangan.baca', { id_kompetisi });
    const q = c.req.query('tanggal') === undefined ? undefined : parseInput(undianAcakQuerySchema, c.req.query()).tanggal;
    await getKompetisi(db, id_kompetisi);
    return ok(c, await daftarUndian(db, id_kompetisi, q));
  });

  r.post('/:id/penimbangan/acak', izinkanPeran('penimbangan.atur'), async (c) => {
    const id_kompetisi = parseId(c.req.param('id'));
    const { user } = currentAuth(c);
    pastikanBoleh(user, 'penimbangan.atur', { id_kompetisi });
    const input = { ...parseInput(undianAcakSchema, bodyFields(c)), id_kompetisi };
    return jawabTulis(c, deps, STATUS_TOLAK, 201, (tx) => undiAcak(deps, user, input, tx));
  });

  r.get('/:id/penimbangan/lembar', baca, async (c) => {
    const id_kompetisi = parseId(c.req.param('id'));
    pastikanBoleh(currentAuth(c).user, 'penimbangan.baca', { id_kompetisi });
    const { kelas } = parseInput(lembarQuerySchema, c.req.query());
    const k = await getKompetisi(db, id_kompetisi);
    const semuaKelas = await kelasKyorugi(db, id_kompetisi);
    if (kelas !== undefined && !semuaKelas.some((x) => x.id_kelas_kejuaraan === kelas))
      throw gagalUmum('tidak_ditemukan', 'Kelas tidak ditemukan');
    const { data } = await daftarTimbang(db, { id_kompetisi, kelas }, 1, SEMUA);
    const toleransi = pengaturanDari(k).toleransi_gram;
    const perKelas = semuaKelas
      .map((x) => ({
        label: x.label,
        batas:
          `Batas: lebih dari ${formatKg(gram(x.batas_min))} kg${x.batas_max === null ? ' (tanpa batas atas)' : ` sampai ${formatKg(gram(x.batas_max))} kg`}` +
          (toleransi > 0 ? `, toleransi ${formatKg(toleransi)} kg` : ''),
        entri: data.filter((e) => e.id_kelas_kejuaraan === x.id_kelas_kejuaraan),
      }))
      .filter((x) => x.entri.length > 0);
    const tanggal = k.tanggal_mulai === k.tanggal_selesai ? k.tanggal_mulai : `${k.tanggal_mulai} s.d. ${k.tanggal_selesai}`;
    const bytes = await lembarTimbangPdf({ nama_event: k.nama_event, tanggal, lokasi: k.lokasi }, perKelas);
    const nama = namaBerkas(['lembar-penimbangan', k.nama_event], 'pdf');
    return new Response(bytes as Uint8Array<ArrayBuffer>, {
      status: 200,
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Length': String(bytes.byteLength),
        'Cache-Control': 'private, no-store',
        'Content-Disposition': `attachment; filename="${nama}"; filename*=UTF-8''${encodeURIComponent(nama)}`,
      },
    });
  });
}
