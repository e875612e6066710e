import { undiKelas, type KelasBagan as Kelas, type PanggilApi } from '../../test-support/undian';

type Partai = { id_match: string; versi: number; sudut_a: unknown; sudut_b: unknown };
export type Api = <T>(path: string, token: string | null, method?: string, json?: unknown) => Promise<T>;

export function apiDi(base: string): Api {
  return async function api<T>(path: string, token: string | null, method = 'GET', json?: unknown): Promise<T> {
    const r = await fetch(`${base}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const b = (await r.json()) as { data: T };
    if (!r.ok) throw new Error(`${path} ${r.status} ${JSON.stringify(b)}`);
    return b.data;
  };
}

/**
 * The scoring benches' start: on the demo seed, `jumlah` Kyorugi classes drawn, each put on a court of its own
 * (Lapangan 1, 2, …) and numbered, each court's first bout with two corners called and started, and court staff for
 * the first court (lapangan@arenatkd.demo / MejaLapA123). `sebelumMulai` runs before the bouts start.
 */
export async function partaiBertandingBanyak(
  base: string,
  jumlah: number,
  sebelumMulai?: (api: Api, tok: string, k: number) => Promise<void>,
) {
  const api = apiDi(base);
  const login = await api<{ token: string; user: { admin_kompetisi: { id_kompetisi: number } } }>('/auth/login', null, 'POST', {
    email: 'kompetisi@arenatkd.demo',
    password: 'Kompetisi123!',
  });
  const tok = login.token;
  const k = login.user.admin_kompetisi.id_kompetisi;
  const bagan = await api<{ kelas: Kelas[] }>(`/kompetisi/${k}/bagan`, tok);
  const kelasList = bagan.kelas
    .filter((x) => x.kelas.cabang === 'KYORUGI' && x.peserta.filter((p) => p.status === 'APPROVED').length >= 4)
    .slice(0, jumlah);
  if (kelasList.length < jumlah) throw new Error(`only ${kelasList.length} Kyorugi classes with 4 entries`);
  const panggil: PanggilApi = (path, init) => api(path, tok, init?.method ?? 'GET', init?.json);
  for (const kelas of kelasList) await undiKelas(panggil, kelas);
  const ko = await api<{ tanggal_mulai: string }>(`/kompetisi/${k}`, tok);
  const hari = await api<{ hari: { id_hari: number }[] }>(`/kompetisi/${k}/hari`, tok, 'POST', { tanggal: ko.tanggal_mulai.slice(0, 10) });
  const id_hari = hari.hari[0]!.id_hari;
  const lapangan: number[] = [];
  for (let i = 0; i < jumlah; i++) {
    const nama = jumlah === 1 ? 'Lapangan A' : `Lapangan ${i + 1}`;
    const l = await api<{ hari: { lapangan: { id_lapangan: number; nama: string }[] }[] }>(`/kompetisi/${k}/lapangan`, tok, 'POST', {
      id_hari,
      nama,
      mulai: '08:00',
      cabang: 'KYORUGI',
    });
    lapangan.push(l.hari[0]!.lapangan.find((x) => x.nama === nama)!.id_lapangan);
  }
  await api(`/kompetisi/${k}/jadwal`, tok, 'PUT', {
    kelas: kelasList.map((x, i) => ({ id_kelas_kejuaraan: x.kelas.id_kelas_kejuaraan, id_lapangan: lapangan[i]!, urutan: 1 })),
  });
  await api(`/kompetisi/${k}/jadwal/nomor`, tok, 'POST', { id_hari });
  // A bout takes its rule set when it starts: a setting for the run goes in first.
  await sebelumMulai?.(api, tok, k);
  const partai: { id_lapangan: number; bout: Partai }[] = [];
  for (const id_lapangan of lapangan) {
    const bout = (await api<{ partai: Partai[] }>(`/lapangan/${id_lapangan}/partai`, tok)).partai.find((p) => p.sudut_a && p.sudut_b)!;
    const dipanggil = await api<Partai>(`/partai/${bout.id_match}/panggil`, tok, 'POST', { versi: bout.versi });
    await api(`/partai/${bout.id_match}/mulai`, tok, 'POST', { versi: dipanggil.versi });
    partai.push({ id_lapangan, bout });
  }
  await api(`/kompetisi/${k}/petugas`, tok, 'POST', {
    nama: 'Rudi Lapangan',
    email: 'lapangan@arenatkd.demo',
    password: 'Lapangan123',
    role: 'PETUGAS_LAPANGAN',
    id_lapangan: lapangan[0],
  });
  const awal = await api<{ token: string }>('/auth/login', null, 'POST', { email: 'lapangan@arenatkd.demo', password: 'Lapangan123' });
  await api('/auth/ganti-password-awal', awal.token, 'POST', { password_baru: 'MejaLapA123', konfirmasi_password: 'MejaLapA123' });
  return { api, tok, k, partai };
}

/** One court, one bout on the mat (partaiBertandingBanyak with one class). */
export async function partaiBertanding(base: string) {
  const r = await partaiBertandingBanyak(base, 1);
  return { ...r, id_lapangan: r.partai[0]!.id_lapangan, bout: r.partai[0]!.bout };
}
