import { Hono } from 'hono';
import { coachRegisterSchema } from '../../domain/schemas/auth';
import { bodyFields } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { jawabTulis } from '../http/tulis';
import { parseInput } from '../http/validate';
import { hashSecret } from './password';
import { STATUS_TOLAK } from './tolak';
import { daftarPelatih } from './tulis';

export { DOJANG_NOT_FOUND, DOJANG_TAKEN, EMAIL_TAKEN } from './tulis';

/** POST /auth/register: a coach's own registration (no login); the write is daftarPelatih. */
export function registerRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();

  r.post('/register', async (c) => {
    const { password, confirmPassword: _sama, ...input } = parseInput(coachRegisterSchema, bodyFields(c));
    const password_hash = await hashSecret(password);
    return jawabTulis(c, deps, STATUS_TOLAK, 201, (tx) => daftarPelatih(deps, null, { ...input, password_hash }, tx));
  });
  return r;
}
