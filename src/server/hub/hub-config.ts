import { networkInterfaces } from 'node:os';

export interface HubConfig {
  /** The central server this hub serves: the only address it connects to. */
  pusatUrl: string;
}

/**
 * ARENA_PERAN=hub makes this server a venue hub of ARENA_PUSAT_URL (an http(s) origin the operator sets; a
 * request never chooses where the hub connects). A hub keeps its data in the embedded database.
 */
export function hubConfigFromEnv(env: NodeJS.ProcessEnv): HubConfig | null {
  const peran = env.ARENA_PERAN?.trim();
  if (!peran || peran === 'pusat') return null;
  if (peran !== 'hub') throw new Error(`ARENA_PERAN harus 'pusat' atau 'hub': ${peran}`);
  const raw = env.ARENA_PUSAT_URL?.trim();
  if (!raw) throw new Error('ARENA_PERAN=hub memerlukan ARENA_PUSAT_URL (alamat server pusat, mis. https://arena.contoh.id)');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`ARENA_PUSAT_URL bukan alamat yang valid: ${raw}`);
  }
  if (!/^https?:$/.test(url.protocol) || url.username || url.password || url.search || url.hash) {
    throw new Error(`ARENA_PUSAT_URL harus alamat http(s) tanpa kredensial, query atau #: ${raw}`);
  }
  if (env.DATABASE_URL) throw new Error('Hub venue memakai database bawaan (PGlite): hapus DATABASE_URL untuk ARENA_PERAN=hub');
  return { pusatUrl: `${url.origin}${url.pathname}`.replace(/\/+$/, '') };
}

/**
 * The addresses devices on the hall's network reach this hub at: APP_URL when the operator set one, else
 * every IPv4 address of this machine's network cards (never one a request names).
 */
export function alamatLokal(env: NodeJS.ProcessEnv, port: number): string[] {
  if (env.APP_URL?.trim()) return [env.APP_URL.trim().replace(/\/+$/, '')];
  const out: string[] = [];
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) out.push(`http://${a.address}:${port}`);
  }
  return out.length > 0 ? out : [`http://localhost:${port}`];
}
