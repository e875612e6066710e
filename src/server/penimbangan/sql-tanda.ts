import { sql } from 'drizzle-orm';
import { HASIL_SQL, IKUT_TIMBANG } from './sql-hasil';

/**
 * An entry's weigh-in result ('BELUM' | 'LOLOS' | 'GAGAL') for the screens that flag it without blocking (the draw,
 * the court desk), or null for an entry that does not weigh (Poomsae, a team). Over the aliases pk (the entry), kk
 * (its class) and kb (its class's kelas_berat, left joined: JOIN_KELAS_BERAT).
 */
export const TIMBANG_ENTRI_SQL = sql`(case when ${IKUT_TIMBANG} then ${HASIL_SQL} end)`;

/** kb for TIMBANG_ENTRI_SQL: the entry's weight class, when its class has one. */
export const JOIN_KELAS_BERAT = sql.raw('left join kelas_berat kb on kb.id_kelas_berat = kk.id_kelas_berat');
