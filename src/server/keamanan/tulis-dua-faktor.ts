import { and, eq } from 'drizzle-orm';
import { KEAMANAN_MSG, TOTP_ISSUER, type PendaftaranDuaFaktor } from '../../domain/schemas/keamanan';
import { tolak } from '../../domain/tolak';
import { logActivity } from '../activity/log';
import { enkripsi } from '../crypto/kunci';
import { kodePemulihan, totp } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { berhasil, sekarang, type Aktor, type Deps, type HasilTulis } from '../tulis/types';
import { gantiKodePemulihan } from './kode-pemulihan';
import { hapusTantanganAkun } from './tantangan';
import type { KodeTolakKeamanan } from './tolak';
import { buatRahasiaTotp, qrSvgDataUrl } from './totp';
import { terimaKodeApaSaja, terimaKodeTotp } from './verifikasi';

/**
 * The two-factor writes of the signed-in account, as (deps, aktor, input, tx). The account's password is
 * checked before, by the route (through the login limiter, whose count must outlive a refusal).
 */

type Hasil<T> = Promise<HasilTulis<T, KodeTolakKeamanan>>;

const aktifOf = async (tx: DbOrTx, id_akun: number) =>
  (await tx.select({ aktif: totp.aktif }).from(totp).where(eq(totp.id_akun, id_akun)))[0];

/** POST /2fa/daftar: a new secret, stored encrypted and not yet on (a started enrolment is replaced, an active one never). */
export async function daftarDuaFaktor(deps: Deps, aktor: Aktor, _input: object, tx: DbOrTx): Hasil<PendaftaranDuaFaktor> {
  if ((await aktifOf(tx, aktor.id_akun))?.aktif) return tolak('dua_faktor_sudah_aktif', KEAMANAN_MSG.sudahAktif);
  const { secret, url } = buatRahasiaTotp(aktor.email);
  const secret_enc = enkripsi(secret);
  const saved = await tx
    .insert(totp)
    .values({ id_akun: aktor.id_akun, secret_enc, aktif: false })
    .onConflictDoUpdate({
      target: totp.id_akun,
      set: { secret_enc, langkah_terakhir: null, created_at: sekarang(deps) },
      setWhere: eq(totp.aktif, false),
    })
    .returning({ id_akun: totp.id_akun });
  if (saved.length === 0) return tolak('dua_faktor_sudah_aktif', KEAMANAN_MSG.sudahAktif);
  return berhasil(
    { otpauth_url: url, qr: await qrSvgDataUrl(url), secret, issuer: TOTP_ISSUER, label: aktor.email },
    KEAMANAN_MSG.pendaftaranDimulai,
  );
}

/** POST /2fa/aktifkan {kode}: the first code from the app turns it on; answers 10 recovery codes, shown once. */
export async function aktifkanDuaFaktor(
  deps: Deps,
  aktor: Aktor,
  input: { kode: string },
  tx: DbOrTx,
): Hasil<{ kode_pemulihan: string[] }> {
  const row = await aktifOf(tx, aktor.id_akun);
  if (row?.aktif) return tolak('dua_faktor_sudah_aktif', KEAMANAN_MSG.sudahAktif);
  if (!row) return tolak('dua_faktor_belum_aktif', KEAMANAN_MSG.belumDidaftarkan);
  if (!(await terimaKodeTotp(tx, aktor.id_akun, input.kode, { hanyaAktif: false })))
    return tolak('kode_salah', KEAMANAN_MSG.kodeSalah, 'kode');
  const on = await tx
    .update(totp)
    .set({ aktif: true, diaktifkan_pada: sekarang(deps) })
    .where(and(eq(totp.id_akun, aktor.id_akun), eq(totp.aktif, false)))
    .returning({ id_akun: totp.id_akun });
  if (on.length === 0) return tolak('dua_faktor_sudah_aktif', KEAMANAN_MSG.sudahAktif);
  await logActivity(tx, {
    action: 'AKTIFKAN_2FA',
    actor: aktor.email,
    id_akun: aktor.id_akun,
    details: 'Autentikasi dua langkah: nonaktif → aktif',
  });
  return berhasil({ kode_pemulihan: await gantiKodePemulihan(tx, aktor.id_akun) }, KEAMANAN_MSG.diaktifkan);
}

/** POST /2fa/nonaktifkan {kode}: an app or recovery code turns it off; its secret, codes and half-done logins go. */
export async function nonaktifkanDuaFaktor(_deps: Deps, aktor: Aktor, input: { kode: string }, tx: DbOrTx): Hasil<{ aktif: false }> {
  if (!(await aktifOf(tx, aktor.id_akun))?.aktif) return tolak('dua_faktor_belum_aktif', KEAMANAN_MSG.belumAktif);
  if (!(await terimaKodeApaSaja(tx, aktor.id_akun, input.kode))) return tolak('kode_salah', KEAMANAN_MSG.kodeSalah, 'kode');
  await tx.delete(totp).where(eq(totp.id_akun, aktor.id_akun));
  await tx.delete(kodePemulihan).where(eq(kodePemulihan.id_akun, aktor.id_akun));
  await hapusTantanganAkun(tx, aktor.id_akun);
  await logActivity(tx, {
    action: 'NONAKTIFKAN_2FA',
    actor: aktor.email,
    id_akun: aktor.id_akun,
    details: 'Autentikasi dua langkah: aktif → nonaktif',
  });
  return berhasil({ aktif: false as const }, KEAMANAN_MSG.dinonaktifkan);
}

/** POST /2fa/kode-pemulihan: 10 new recovery codes replace the old ones. */
export async function buatKodePemulihan(_deps: Deps, aktor: Aktor, _input: object, tx: DbOrTx): Hasil<{ kode_pemulihan: string[] }> {
  if (!(await aktifOf(tx, aktor.id_akun))?.aktif) return tolak('dua_faktor_belum_aktif', KEAMANAN_MSG.belumAktif);
  const kode = await gantiKodePemulihan(tx, aktor.id_akun);
  await logActivity(tx, {
    action: 'BUAT_KODE_PEMULIHAN',
    actor: aktor.email,
    id_akun: aktor.id_akun,
    details: 'Kode pemulihan lama diganti dengan 10 kode baru',
  });
  return berhasil({ kode_pemulihan: kode }, KEAMANAN_MSG.kodeBaru);
}
