// Node side of bench/wizard.ts: what a coach's device holds offline, taken from the real server. A competition
// (bench/peserta/seed.ts) whose coach has 500 athletes (the entered ones plus free ones of every age, weight and
// level) and some entries; the app answers GET /atlet, /kelas/kejuaraan/{id}, /kompetisi/{id} and the coach's
// entries in-process, exactly what the client caches in Dexie. Also the wizard selections of the classes timed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kompetisi } from '../../src/client/data/online/kompetisi';
import type { Atlet } from '../../src/domain/api-types';
import type { SessionUser } from '../../src/domain/roles';
import type { WizardAksi } from '../../src/domain/kompetisi/wizard';
import type { KelasKejuaraan, PesertaKompetisi } from '../../src/domain/schemas/peserta-response';
import { createApp } from '../../src/server/app';
import { openPglite } from '../../src/server/db/client';
import { recordingMailer } from '../../src/server/mail/recording-mailer';
import { BENCH_PASSWORD } from '../api-shared';
import { COACH_EMAIL, seedKompetisiBesar } from '../peserta/seed';

export interface WizardPayload {
  session: { token: string; user: SessionUser };
  kompetisi: Kompetisi;
  atlet: Atlet[];
  kelas: KelasKejuaraan[];
  peserta: PesertaKompetisi[];
}

export interface KelasBench {
  label: string;
  aksi: WizardAksi[];
}

/** [label, cabang, kategori, kelompok (null = left open), gender (null = team), weight or poomsae class (null = open)]. */
const PILIHAN: [string, 'KYORUGI' | 'POOMSAE', 'prestasi' | 'pemula', number | null, 'LAKI_LAKI' | 'PEREMPUAN' | null, string | null][] = [
  ['Kyorugi prestasi Cadet putra -45 kg', 'KYORUGI', 'prestasi', 3, 'LAKI_LAKI', 'Under 45 kg'],
  ['Kyorugi prestasi Junior putri -49 kg', 'KYORUGI', 'prestasi', 4, 'PEREMPUAN', 'Under 49 kg'],
  ['Kyorugi prestasi Senior putra -68 kg', 'KYORUGI', 'prestasi', 5, 'LAKI_LAKI', 'Under 68 kg'],
  ['Kyorugi pemula putra, age and weight open', 'KYORUGI', 'pemula', null, 'LAKI_LAKI', null],
  ['Poomsae prestasi Junior putri Individu', 'POOMSAE', 'prestasi', 4, 'PEREMPUAN', 'Individu'],
  ['Poomsae pemula putra Individu', 'POOMSAE', 'pemula', 4, 'LAKI_LAKI', 'Individu'],
  ['Poomsae prestasi Cadet Berpasangan (2 slots)', 'POOMSAE', 'prestasi', 3, null, 'Berpasangan'],
  ['Poomsae prestasi Senior Beregu (3 slots)', 'POOMSAE', 'prestasi', 5, null, 'Beregu'],
];

/** Steps 1-2 of the wizard for each class of PILIHAN, as the dialog's buttons dispatch them. */
function pilihan(kelas: readonly KelasKejuaraan[]): KelasBench[] {
  return PILIHAN.map(([label, cabang, kategori, kelompok, jk, nama]) => {
    const k = kelas.find(
      (x) =>
        x.cabang === cabang &&
        x.kategori_event.nama_kategori === kategori &&
        (kelompok === null || x.kelompok.id_kelompok === kelompok) &&
        (x.jenis_kelamin ?? null) === jk &&
        (nama === null || (x.kelas_berat?.nama_kelas ?? x.poomsae?.nama_kelas) === nama),
    );
    if (!k) throw new Error(`no class for ${label}`);
    const aksi: WizardAksi[] = [
      { type: 'cabang', cabang },
      { type: 'kategori', kategori },
    ];
    if (jk) aksi.push({ type: 'jenis_kelamin', jenis_kelamin: jk });
    if (kelompok !== null) aksi.push({ type: 'kelompok', id_kelompok: kelompok });
    if (nama !== null && k.kelas_berat) aksi.push({ type: 'kelas_berat', id_kelas_berat: k.kelas_berat.id_kelas_berat });
    if (k.poomsae) aksi.push({ type: 'poomsae', id_poomsae: k.poomsae.id_poomsae });
    return { label, aksi };
  });
}

export async function wizardData(coachAthletes = 500): Promise<{ payload: WizardPayload; classes: KelasBench[] }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'arena-bench-wizard-'));
  const opened = await openPglite(undefined);
  try {
    const seeded = await seedKompetisiBesar(opened.db, { entries: 600, dojangs: 30, coachEntries: 60, coachAthletes });
    const app = createApp({ db: opened.db, dataDir, mailer: recordingMailer(), log: () => {} });
    const login = await app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: COACH_EMAIL, password: BENCH_PASSWORD }),
    });
    const session = ((await login.json()) as { data: WizardPayload['session'] }).data;
    const get = async <T>(path: string): Promise<T> => {
      const res = await app.request(`/api${path}`, { headers: { authorization: `Bearer ${session.token}` } });
      if (res.status !== 200) throw new Error(`GET ${path}: HTTP ${res.status}`);
      return ((await res.json()) as { data: T }).data;
    };
    const id = seeded.id_kompetisi;
    const payload: WizardPayload = {
      session,
      kompetisi: await get<Kompetisi>(`/kompetisi/${id}`),
      atlet: await get<Atlet[]>('/atlet'),
      kelas: await get<KelasKejuaraan[]>(`/kelas/kejuaraan/${id}`),
      peserta: await get<PesertaKompetisi[]>(`/kompetisi/${id}/atlet?page=1&limit=1000`),
    };
    return { payload, classes: pilihan(payload.kelas) };
  } finally {
    await opened.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
