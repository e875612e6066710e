import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { SessionUser } from '../../domain/roles';
import type { TantanganLogin } from '../../domain/schemas/keamanan';
import { SESSION_EXPIRED_EVENT } from './api';
import { apiUrl, initApi } from './api-url';
import { clearSession, readSession, writeSession } from './session';
import type { KodeLogin } from './login-2fa';

export interface AuthState {
  user: SessionUser | null;
  token: string | null;
  loading: boolean;
  isAuthenticated: boolean;
  /** The signed-in user, or the challenge of an account with two-factor login on (then loginDuaFaktor). */
  login(email: string, password: string): Promise<SessionUser | TantanganLogin>;
  loginDuaFaktor(tantangan: string, kode: KodeLogin): Promise<SessionUser>;
  /** The signed-in user's profile changed on the server (e.g. name, email): the stored session follows. */
  perbaruiUser(user: SessionUser): void;
  logout(): Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

/**
 * What the session left on the device, as the registry declares each table (sync/keluar.ts). Dexie and the registry
 * load lazily so a visitor's first paint does not carry them.
 */
async function clearCachedRecords(): Promise<void> {
  const [{ getDb }, { bersihkanSesi }] = await Promise.all([import('./db'), import('./sync/keluar')]);
  await bersihkanSesi(getDb()).catch(() => undefined);
}

async function askPersistentStorage() {
  try {
    await navigator.storage?.persist?.();
  } catch {
    /* not supported: the data still lives in IndexedDB, just evictable */
  }
}

const SEGARKAN_MS = 120_000;

/** Re-reads the signed-in account on start, on coming back to the app or the network, and every 2 minutes on screen. */
function useAkunTerbaru(token: string | null, perbarui: (user: SessionUser) => void, berakhir: () => Promise<void>) {
  useEffect(() => {
    if (!token) return;
    const segarkan = () => {
      if (document.visibilityState !== 'visible') return;
      void import('./auth-segar')
        .then((m) => m.bacaAkunSaya())
        .then(
          (user) => {
            if (user === 'berakhir') void berakhir();
            else if (user) perbarui(user);
          },
          () => undefined,
        );
    };
    segarkan();
    const timer = setInterval(segarkan, SEGARKAN_MS);
    document.addEventListener('visibilitychange', segarkan);
    window.addEventListener('online', segarkan);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', segarkan);
      window.removeEventListener('online', segarkan);
    };
  }, [token, perbarui, berakhir]);
}

/** Auth state: restored from localStorage on start, login/logout against /api/auth. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // The saved session is read synchronously, so there is nothing to wait for at start.
  const [session, setSession] = useState(() => readSession());
  const loading = false;

  const dropLocal = useCallback(async () => {
    clearSession();
    setSession(null);
    // After React has re-rendered without a user: clearing now would let still-mounted screens refetch without a token.
    setTimeout(() => queryClient.clear(), 0);
    await clearCachedRecords();
  }, [queryClient]);

  useEffect(() => {
    const onExpired = () => void dropLocal();
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
  }, [dropLocal]);

  const begin = useCallback(async (next: { token: string; user: SessionUser }) => {
    await clearCachedRecords();
    writeSession(next);
    setSession(next);
    void askPersistentStorage();
    void import('./sync/engine').then((m) => m.startSync());
    return next.user;
  }, []);

  const login = useCallback(
    async (email: string, password: string) => {
      const { mintaLogin } = await import('./auth-login');
      const result = await mintaLogin(email, password);
      return 'token' in result ? begin(result) : result;
    },
    [begin],
  );

  const loginDuaFaktor = useCallback(
    async (tantangan: string, kode: KodeLogin) => {
      const { loginDuaFaktor: kirimKodeLogin } = await import('./auth-login');
      return begin(await kirimKodeLogin(tantangan, kode));
    },
    [begin],
  );

  const perbaruiUser = useCallback((user: SessionUser) => {
    setSession((cur) => {
      if (!cur || cur.user.id_akun !== user.id_akun || JSON.stringify(cur.user) === JSON.stringify(user)) return cur;
      const next = { token: cur.token, user };
      writeSession(next);
      return next;
    });
  }, []);

  useAkunTerbaru(session?.token ?? null, perbaruiUser, dropLocal);

  const logout = useCallback(async () => {
    const hadToken = session?.token;
    await dropLocal();
    if (!hadToken) return;
    // The local logout stands whatever the server says; 401 means the session was already gone.
    await fetch(apiUrl('/auth/logout'), initApi({ method: 'POST', headers: { Authorization: `Bearer ${hadToken}` } })).catch(
      () => undefined,
    );
  }, [session, dropLocal]);

  const value = useMemo<AuthState>(() => {
    return {
      user: session?.user ?? null,
      token: session?.token ?? null,
      loading,
      isAuthenticated: !!session,
      login,
      loginDuaFaktor,
      perbaruiUser,
      logout,
    };
  }, [session, loading, login, loginDuaFaktor, perbaruiUser, logout]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used inside <AuthProvider>');
  return ctx;
}
