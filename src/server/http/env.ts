import type { SessionUser } from '../../domain/roles';
import type { Db } from '../db/types';
import type { Mailer } from '../mail/mailer';
import type { LoginLimiter } from '../auth/login-limiter';
import type { ChangeFeed } from '../feed/feed';
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
  /** Hot reads kept between writes (cleared by every change on `feed`). */
  readCache: ReadCache;
  /** Tells every server process on the database about each write (publishWrites, publishFor). */
  feed: ChangeFeed;
}

export type AppEnv = {
  Variables: {
    auth: AuthInfo | null;
    body: ParsedBody;
    /** The handler published this request's change itself (publishFor). */
    feedPublished: boolean;
  };
};
