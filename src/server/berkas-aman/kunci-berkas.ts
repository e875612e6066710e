import { kunciServer } from '../crypto/kunci';
import { kunciDenganId, type KunciServer } from './format';

const simpanan = new Map<string, { sumber: string; kunci: KunciServer }>();

/**
 * The server key that wraps the keys of dataDir's uploads, read once per data folder (a hub and its central
 * server in one test process each keep their own). Rotation (`npm run kunci:putar`) runs with the server stopped.
 */
export function kunciBerkas(dataDir: string, env: NodeJS.ProcessEnv = process.env): KunciServer {
  const sumber = env.ARENA_SECRET_KEY ?? '';
  const ada = simpanan.get(dataDir);
  if (ada && ada.sumber === sumber) return ada.kunci;
  const kunci = kunciDenganId(kunciServer(dataDir, env));
  simpanan.set(dataDir, { sumber, kunci });
  return kunci;
}
