import { Hono } from 'hono';
import { filterAtletEligible } from '../../domain/kompetisi/eligibility';
import { atletTerkunci } from '../../domain/kompetisi/registrasi';
import { eligibleSchema, PESERTA_MSG } from '../../domain/schemas/peserta';
import type { EligibleAtlet } from '../../domain/schemas/peserta-response';
import { pastikanBoleh } from '../http/akses';
import { gagalUmum } from '../http/api-error';
import { currentAuth } from '../http/auth-middleware';
import { bodyFields } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { ok } from '../http/respond';
import { parseInput } from '../http/validate';
import { findKelas } from '../kelas/query';
import { getKompetisi } from '../kompetisi/baris';
import { atletOfDojang, entriKompetisi } from '../peserta/load';

/**
 * POST /atlet/eligible: the wizard's step 3 list — the dojang's athletes who fit the
 * class (the domain's eligibility, the same the offline wizard runs) and are not locked out of it by
 * an entry already made (same class, or another Kyorugi class). A coach always gets the own dojang's;
 * ADMIN names a dojang; ADMIN_KOMPETISI only for a class of its own competition.
 */
export function eligibleRoutes({ db }: AppDeps) {
  const r = new Hono<AppEnv>();
  r.post('/', async (c) => {
    const { user } = currentAuth(c);
    const input = parseInput(eligibleSchema, bodyFields(c));
    // A coach names the own dojang or none (then it is the own one); the others must name one.
    const { id_dojang: dojangSendiri } = pastikanBoleh(user, 'atlet.layak', { id_dojang: input.dojangId });
    const id_dojang = input.dojangId ?? dojangSendiri;
    if (id_dojang === undefined) throw gagalUmum('validasi', PESERTA_MSG.dojang);
    const kelas = await findKelas(db, input.kelasId);
    if (!kelas) throw gagalUmum('tidak_ditemukan', PESERTA_MSG.kelasTidakDitemukan);
    pastikanBoleh(user, 'atlet.layak', { id_dojang, id_kompetisi: kelas.id_kompetisi });
    const kompetisi = await getKompetisi(db, kelas.id_kompetisi);
    const atlet = await atletOfDojang(db, id_dojang);
    const terkunci = atletTerkunci(kelas, await entriKompetisi(db, kelas.id_kompetisi));
    const eligible = filterAtletEligible(atlet, kelas, kompetisi, id_dojang, terkunci);
    return ok(
      c,
      eligible.map(
        (a): EligibleAtlet => ({
          id: a.id_atlet,
          nama: a.nama_atlet,
          bb: a.berat_badan,
          tb: a.tinggi_badan,
          provinsi: a.provinsi,
          belt: a.belt,
          id_atlet: a.id_atlet,
          nama_atlet: a.nama_atlet,
          jenis_kelamin: a.jenis_kelamin,
          tanggal_lahir: a.tanggal_lahir,
          kewarganegaraan: a.kewarganegaraan,
        }),
      ),
    );
  });
  return r;
}
