import type { SessionUser } from '../../domain/roles';
import type { Db } from '../db/types';
import type { Mailer } from '../mail/mailer';
import type { LoginLimiter } from '../auth/login-limiter';
import type { ParsedBody } from './body';
import type { ReadCache } from './read-cache';

export interface AuthInfo {
  user: SessionUser;
  sessionId: number;
}

export interface AppDeps {
  db: Db;
  dataDir: string;
  mailer: Mailer;
  loginLimiter: LoginLimiter;
  /** Counts reset-code requests (not failures): mails per address and requests per IP in 15 minutes. */
  codeRequestLimiter: LoginLimiter;
  /** Where the built PWA lives (dist/client); static serving is off when undefined. */
  clientDir?: string;
  log: (msg: string, err?: unknown) => void;
  /** Hot reads kept between writes; on only where this process is the database's one writer (PGlite). */
  readCache: ReadCache;
}

export type AppEnv = {
  Variables: {
    auth: AuthInfo | null;
    body: ParsedBody;
  };
};
