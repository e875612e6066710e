// Shared by bench/berkas-aman.ts and its child server (importing the server's module would run it in the parent).
export const PELATIH_EMAIL = 'pelatih@bench.arenatkd.test';
/** The parent asks for the app alone (no network): `{ dalam: token }` → DalamHasil. */
export interface DalamHasil {
  polos: { p50: number; p95: number };
  terenkripsi: { p50: number; p95: number };
}

export interface BerkasAmanReady {
  port: number;
  polos: string[];
  terenkripsi: string[];
  byte: number;
}
