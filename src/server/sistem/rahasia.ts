import { KUNCI_TANDA_SETTING } from '../kartu/tanda';

/**
 * What the JSON export leaves out: every secret the database holds, hashed or encrypted. The export is for
 * reading in other tools; the backup archive keeps these (a restore must bring the logins back).
 */
export const KOLOM_RAHASIA: Readonly<Record<string, readonly string[]>> = {
  akun: ['password_hash'],
  session: ['token_hash'],
  password_reset_code: ['code_hash'],
  login_tantangan: ['token_hash'],
  totp: ['secret_enc'],
  kode_pemulihan: ['kode_hash'],
  push_langganan: ['auth'],
  ikuti_perangkat: ['auth', 'token_hash'],
  hub_sewa: ['kode_hash', 'token_hash'],
  hub_diri: ['token'],
};

/** Keys of `setting` values that hold secrets (the SMTP password, the VAPID private key, any other *_enc). */
export const KUNCI_SETTING_RAHASIA = ['password_enc', 'privateKey_enc'] as const;

/** `setting` rows whose whole value is a secret (the signing key of card and certificate codes): exported as null. */
export const SETTING_RAHASIA = [KUNCI_TANDA_SETTING] as const;
