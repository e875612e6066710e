import * as v from 'valibot';
import { ROLES } from './roles';

// The signed-in user as the login answers it and the client keeps it. Apart from the
// other answer shapes (api-types, which re-exports it): every page's start reads the stored session.

export const sessionUserSchema = v.object({
  id_akun: v.number(),
  email: v.string(),
  role: v.picklist(ROLES),
  harus_ganti_password: v.optional(v.boolean()),
  admin: v.nullish(v.object({ id_admin: v.number(), nama_admin: v.string() })),
  pelatih: v.nullish(v.object({ id_pelatih: v.number(), nama_pelatih: v.string(), id_dojang: v.number() })),
  admin_kompetisi: v.nullish(v.object({ id_admin_kompetisi: v.number(), nama: v.string(), id_kompetisi: v.number() })),
  petugas: v.nullish(
    v.object({
      id_petugas: v.number(),
      nama: v.string(),
      id_kompetisi: v.number(),
      id_lapangan: v.nullish(v.number()),
    }),
  ),
});
