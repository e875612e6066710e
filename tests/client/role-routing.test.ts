import { describe, expect, it } from 'vitest';
import { ROLE_LABEL, areaHomeFor, dashboardLinkFor, roleLabel } from '../../src/domain/roles';
import {
  decideAccess,
  loginRedirect,
  LOGIN_REQUIRED_TOAST,
  type AccessDecision,
  type AccessPolicy,
} from '../../src/client/ui/guard/decide';
import { POLICY, SETTINGS_LOGIN_TOAST } from '../../src/client/ui/guard/policies';
import { dashboardIndexFor, dojangPageRedirect } from '../../src/client/ui/guard/role-home';
import { settingsLinkFor } from '../../src/client/ui/layout/nav-links';
import { dashboardLabelFor, dashboardLinksFor } from '../../src/client/routes/-layout/dashboard-links';
import { ITEMS_KOMPETISI, halamanKompetisiFor } from '../../src/client/routes/-layout/admin-kompetisi-links';
import { LAPANGAN_PATH, PENIMBANGAN_PATH, ROLES as SEMUA_PERAN, VENUE_PATH } from '../../src/domain/roles';

/**
 * The guards of the route tree, outermost first (src/client/routes): the dashboard layout guards every
 * /dashboard page before the page's own guard runs.
 */
function guardsOf(pathname: string): AccessPolicy[] {
  if (pathname === '/settings') return [POLICY.settings];
  if (pathname === '/admin-kompetisi' || pathname.startsWith('/admin-kompetisi/')) return [POLICY.adminKompetisi];
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return [POLICY.admin];
  if (pathname === '/dashboard' || pathname.startsWith('/dashboard/')) {
    if (pathname === '/dashboard/dojang') return [POLICY.dashboard, POLICY.dojangPage];
    if (pathname === '/dashboard/TambahAtlit') return [POLICY.dashboard, POLICY.pelatih];
    if (pathname.startsWith('/dashboard/dataKompetisi') || pathname === '/dashboard/jadwal')
      return [POLICY.dashboard, POLICY.kompetisiPelatih];
    return [POLICY.dashboard];
  }
  return [];
}

/** Index routes and the redirects pages make once their guards let the user in. */
function pageRedirect(pathname: string, search: URLSearchParams, role: string): string | null {
  if (pathname === '/dashboard') return dashboardIndexFor(role);
  if (pathname === '/admin') return '/admin/validasi-peserta';
  if (pathname === '/admin-kompetisi') return '/admin-kompetisi/validasi-peserta';
  if (pathname === '/dashboard/dojang') {
    const id = Number(search.get('id'));
    return dojangPageRedirect(role, Number.isInteger(id) && id > 0 ? id : undefined);
  }
  return null;
}

type Landing = { at: string; toast?: string; pageToast?: string } | { denied: { required: readonly string[]; actual: string } };

/** Follows guards and redirects from `here` to where the user ends up (the login page is a final stop). */
function land(here: string, role: string | null, hadUser = false, hops = 0): Landing {
  if (hops > 6) throw new Error(`redirect loop at ${here}`);
  const url = new URL(here, 'http://arena.test');
  const user = role ? { role } : null;
  for (const policy of guardsOf(url.pathname)) {
    const d: AccessDecision = decideAccess(policy, user, false, url.pathname + url.search, hadUser);
    if (d.kind === 'denied') return { denied: { required: d.required, actual: d.actual } };
    if (d.kind === 'redirect') {
      const to = d.search ? `${d.to}?${new URLSearchParams(d.search)}` : d.to;
      if (d.to === '/login' || d.to === '/')
        return { at: to, ...(d.toast ? { toast: d.toast } : {}), ...(d.pageToast ? { pageToast: d.pageToast } : {}) };
      return land(to, role, false, hops + 1);
    }
  }
  const next = role ? pageRedirect(url.pathname, url.searchParams, role) : null;
  return next ? land(next, role, false, hops + 1) : { at: url.pathname + url.search };
}

const PAGES = [
  '/dashboard',
  '/dashboard/dojang',
  '/dashboard/dojang?id=3',
  '/dashboard/atlit',
  '/dashboard/atlit/5',
  '/dashboard/TambahAtlit',
  '/dashboard/dataKompetisi',
  '/settings',
  '/admin/users',
  '/admin-kompetisi/statistik',
] as const;

const stays = (page: string) => ({ at: page });

describe('every role × area (issue 11 §7)', () => {
  it('PELATIH: the whole coach dashboard; /admin goes to the dashboard; /admin-kompetisi is Access Denied', () => {
    const expected: Record<(typeof PAGES)[number], Landing> = {
      '/dashboard': { at: '/dashboard/dojang' },
      '/dashboard/dojang': stays('/dashboard/dojang'),
      '/dashboard/dojang?id=3': stays('/dashboard/dojang?id=3'),
      '/dashboard/atlit': stays('/dashboard/atlit'),
      '/dashboard/atlit/5': stays('/dashboard/atlit/5'),
      '/dashboard/TambahAtlit': stays('/dashboard/TambahAtlit'),
      '/dashboard/dataKompetisi': stays('/dashboard/dataKompetisi'),
      '/settings': stays('/settings'),
      '/admin/users': { at: '/dashboard/dojang' },
      '/admin-kompetisi/statistik': { denied: { required: ['ADMIN_KOMPETISI'], actual: 'PELATIH' } },
    };
    for (const page of PAGES) expect([page, land(page, 'PELATIH')]).toEqual([page, expected[page]]);
  });

  it('ADMIN: the coach pages lead to the admin area; athletes and ?id= dojangs stay readable', () => {
    const expected: Record<(typeof PAGES)[number], Landing> = {
      '/dashboard': { at: '/admin/validasi-peserta' },
      '/dashboard/dojang': { at: '/admin/validasi-dojang' },
      '/dashboard/dojang?id=3': stays('/dashboard/dojang?id=3'),
      '/dashboard/atlit': stays('/dashboard/atlit'),
      '/dashboard/atlit/5': stays('/dashboard/atlit/5'),
      '/dashboard/TambahAtlit': { at: '/admin/validasi-peserta' },
      '/dashboard/dataKompetisi': { at: '/admin/validasi-peserta' },
      '/settings': { at: '/admin/settings' },
      '/admin/users': stays('/admin/users'),
      '/admin-kompetisi/statistik': { denied: { required: ['ADMIN_KOMPETISI'], actual: 'ADMIN' } },
    };
    for (const page of PAGES) expect([page, land(page, 'ADMIN')]).toEqual([page, expected[page]]);
  });

  it('ADMIN_KOMPETISI: the coach pages and /admin lead to the competition-admin area (its venue overview)', () => {
    const home = { at: VENUE_PATH };
    const expected: Record<(typeof PAGES)[number], Landing> = {
      '/dashboard': home,
      '/dashboard/dojang': home,
      '/dashboard/dojang?id=3': home,
      '/dashboard/atlit': stays('/dashboard/atlit'),
      '/dashboard/atlit/5': stays('/dashboard/atlit/5'),
      '/dashboard/TambahAtlit': home,
      '/dashboard/dataKompetisi': home,
      '/settings': home,
      '/admin/users': home,
      '/admin-kompetisi/statistik': stays('/admin-kompetisi/statistik'),
    };
    for (const page of PAGES) expect([page, land(page, 'ADMIN_KOMPETISI')]).toEqual([page, expected[page]]);
  });

  it('PETUGAS_TIMBANG: the weigh-in desk only; every other competition-admin page sends it to the desk', () => {
    const desk = { at: '/admin-kompetisi/penimbangan' };
    expect(land('/admin-kompetisi/penimbangan', 'PETUGAS_TIMBANG')).toEqual(desk);
    expect(land('/admin-kompetisi/penimbangan?kelas=3', 'PETUGAS_TIMBANG')).toEqual({ at: '/admin-kompetisi/penimbangan?kelas=3' });
    for (const page of [
      '/admin-kompetisi',
      '/admin-kompetisi/statistik',
      '/admin-kompetisi/petugas',
      '/admin-kompetisi/drawing-bagan/4',
      '/admin-kompetisi/penimbangan-palsu',
    ]) {
      expect([page, land(page, 'PETUGAS_TIMBANG')]).toEqual([page, desk]);
    }
    expect(land('/dashboard', 'PETUGAS_TIMBANG')).toEqual(desk);
    expect(land('/admin/users', 'PETUGAS_TIMBANG')).toEqual(desk);
    // The competition admin keeps the whole area, the desk and the staff page included.
    for (const page of ['/admin-kompetisi/penimbangan', '/admin-kompetisi/petugas'])
      expect(land(page, 'ADMIN_KOMPETISI')).toEqual(stays(page));
    expect(land('/admin-kompetisi/penimbangan', 'PELATIH')).toEqual({ denied: { required: ['ADMIN_KOMPETISI'], actual: 'PELATIH' } });
  });

  it('PETUGAS_LAPANGAN: the court desk only; the weigh-in desk and every other page send it to its desk', () => {
    const desk = { at: '/admin-kompetisi/lapangan' };
    expect(land('/admin-kompetisi/lapangan', 'PETUGAS_LAPANGAN')).toEqual(desk);
    for (const page of [
      '/admin-kompetisi',
      '/admin-kompetisi/penimbangan',
      '/admin-kompetisi/jadwal',
      '/admin-kompetisi/petugas',
      '/admin-kompetisi/drawing-bagan/4',
    ]) {
      expect([page, land(page, 'PETUGAS_LAPANGAN')]).toEqual([page, desk]);
    }
    expect(land('/dashboard', 'PETUGAS_LAPANGAN')).toEqual(desk);
    // The weigh-in staff cannot reach the court desk either.
    expect(land('/admin-kompetisi/lapangan', 'PETUGAS_TIMBANG')).toEqual({ at: '/admin-kompetisi/penimbangan' });
    for (const page of ['/admin-kompetisi/lapangan', '/admin-kompetisi/jadwal']) expect(land(page, 'ADMIN_KOMPETISI')).toEqual(stays(page));
  });

  it('a role with no area of its own still meets Access Denied on pages of another role', () => {
    expect(land('/dashboard/atlit', 'TAMU')).toEqual(stays('/dashboard/atlit'));
    expect(land('/dashboard', 'TAMU')).toEqual({ denied: { required: ['PELATIH', 'ADMIN'], actual: 'TAMU' } });
    expect(land('/settings', 'TAMU')).toEqual({ denied: { required: ['PELATIH'], actual: 'TAMU' } });
    expect(land('/dashboard/TambahAtlit', 'TAMU')).toEqual({ denied: { required: ['PELATIH'], actual: 'TAMU' } });
    expect(land('/admin-kompetisi/statistik', 'TAMU')).toEqual({ denied: { required: ['ADMIN_KOMPETISI'], actual: 'TAMU' } });
  });

  it('visitors: /settings, /admin and /admin-kompetisi go to /login?redirect=<page>; the dashboard goes home with the toast', () => {
    expect(land('/settings', null)).toEqual({ at: '/login?redirect=%2Fsettings' });
    expect(land('/admin/users?status=ACTIVE', null)).toEqual({ at: `/login?redirect=${encodeURIComponent('/admin/users?status=ACTIVE')}` });
    expect(land('/admin-kompetisi/statistik', null)).toEqual({ at: '/login?redirect=%2Fadmin-kompetisi%2Fstatistik' });
    expect(land('/dashboard', null)).toEqual({ at: '/', toast: LOGIN_REQUIRED_TOAST });
    expect(land('/dashboard/dojang', null)).toEqual({ at: '/', toast: LOGIN_REQUIRED_TOAST, pageToast: 'Anda harus login dulu' });
    expect(land('/dashboard/TambahAtlit', null)).toEqual({ at: '/', toast: LOGIN_REQUIRED_TOAST });
    expect(land('/dashboard/atlit/5', null)).toEqual({ at: '/', toast: LOGIN_REQUIRED_TOAST });
  });

  it('the redirect param is the page asked for, path and query, never a hash or another host', () => {
    expect(decideAccess(POLICY.settings, null, false, '/settings?tab=1')).toEqual({
      kind: 'redirect',
      to: '/login',
      search: { redirect: '/settings?tab=1' },
    });
    expect(loginRedirect('/admin/users#atas')).toEqual({ kind: 'redirect', to: '/login', search: { redirect: '/admin/users' } });
    expect(loginRedirect('')).toEqual({ kind: 'redirect', to: '/login' });
    expect(loginRedirect('/')).toEqual({ kind: 'redirect', to: '/login' });
    expect(loginRedirect('//evil.example/x')).toEqual({ kind: 'redirect', to: '/login' });
  });

  it("a session that ends on /settings goes home with the page's message; elsewhere back to /login", () => {
    expect(SETTINGS_LOGIN_TOAST).toBe('Anda harus login terlebih dahulu');
    expect(land('/settings', null, true)).toEqual({ at: '/', toast: SETTINGS_LOGIN_TOAST });
    expect(land('/admin/users', null, true)).toEqual({ at: '/login?redirect=%2Fadmin%2Fusers' });
    expect(land('/dashboard/atlit', null, true)).toEqual({ at: '/', toast: LOGIN_REQUIRED_TOAST });
  });
});

describe('menus show only links the role can open', () => {
  const ROLES = ['PELATIH', 'ADMIN', 'ADMIN_KOMPETISI'] as const;
  const opens = (link: string, role: string) => {
    const landing = land(link, role);
    // An area index lands on its first page; anything else must open as it is.
    return 'at' in landing && (landing.at === link || landing.at.startsWith(`${link}/`));
  };

  it("the dashboard sidebar: the coach menu of the spec (then the venue's schedule and alerts), for other roles their panel and Data Atlit", () => {
    expect(dashboardLinksFor('PELATIH')).toEqual({
      items: [
        { to: '/dashboard/dojang', label: 'Data Dojang' },
        { to: '/dashboard/atlit', label: 'Data Atlit' },
        { to: '/dashboard/dataKompetisi', label: 'Data Kompetisi' },
        { to: '/dashboard/jadwal', label: 'Jadwal Atlet Saya' },
        { to: '/dashboard/ikuti', label: 'Ikuti Atlet' },
      ],
      footer: [{ to: '/settings', label: 'Pengaturan' }],
    });
    expect(dashboardLinksFor('ADMIN')).toEqual({
      items: [
        { to: '/admin', label: 'Panel Admin' },
        { to: '/dashboard/atlit', label: 'Data Atlit' },
      ],
      footer: [{ to: '/admin/settings', label: 'Pengaturan' }],
    });
    expect(dashboardLinksFor('ADMIN_KOMPETISI')).toEqual({
      items: [
        { to: VENUE_PATH, label: 'Panel Admin Kompetisi' },
        { to: '/dashboard/atlit', label: 'Data Atlit' },
      ],
      footer: [],
    });
    for (const role of ROLES) {
      const { items, footer } = dashboardLinksFor(role);
      for (const link of [...items, ...footer]) expect([role, link.to, opens(link.to, role)]).toEqual([role, link.to, true]);
    }
  });

  it('the dashboard is titled for its owner (the coach); the staff of the venue get no Data Atlit they could not read', () => {
    expect(dashboardLabelFor('PELATIH')).toBe('Dashboard Pelatih');
    for (const role of ['ADMIN', 'ADMIN_KOMPETISI', 'PETUGAS_TIMBANG'] as const) expect(dashboardLabelFor(role)).toBe('Dashboard');
    expect(dashboardLinksFor('PETUGAS_TIMBANG')).toEqual({ items: [{ to: PENIMBANGAN_PATH, label: 'Dashboard' }], footer: [] });
  });

  it("the competition area's sidebar: every page the policy opens to the role, and only those", () => {
    const menu = (role: string) => halamanKompetisiFor(role, ITEMS_KOMPETISI).map((i) => i.to);
    expect(menu('ADMIN_KOMPETISI')).toEqual(ITEMS_KOMPETISI.map((i) => i.to));
    expect(menu('PETUGAS_TIMBANG')).toEqual([PENIMBANGAN_PATH]);
    expect(menu('PETUGAS_LAPANGAN')).toEqual([LAPANGAN_PATH]);
    expect(menu('PELATIH')).toEqual([]);
    for (const role of SEMUA_PERAN) for (const to of menu(role)) expect([role, to, land(to, role)]).toEqual([role, to, { at: to }]);
  });

  it('the user menu: Dashboard and Settings open for every role (no Settings for a competition admin)', () => {
    for (const role of ROLES) {
      expect([role, opens(dashboardLinkFor(role), role)]).toEqual([role, true]);
      const settings = settingsLinkFor(role);
      if (settings) expect([role, opens(settings, role)]).toEqual([role, true]);
    }
    expect(settingsLinkFor('ADMIN_KOMPETISI')).toBeNull();
  });
});

describe('role labels', () => {
  it('Access Denied and menus read roles as words', () => {
    expect(ROLE_LABEL).toEqual({
      ADMIN: 'Admin',
      PELATIH: 'Pelatih',
      ADMIN_KOMPETISI: 'Admin Kompetisi',
      PETUGAS_TIMBANG: 'Petugas Penimbangan',
      PETUGAS_LAPANGAN: 'Petugas Lapangan',
    });
    expect(roleLabel('ADMIN_KOMPETISI')).toBe('Admin Kompetisi');
    expect(roleLabel('TAMU')).toBe('TAMU');
    expect(roleLabel('')).toBe('-');
    expect(roleLabel(undefined)).toBe('-');
  });
  it('each role has one home area', () => {
    expect(areaHomeFor('PELATIH')).toBe('/dashboard/dojang');
    expect(areaHomeFor('ADMIN')).toBe('/admin');
    expect(areaHomeFor('ADMIN_KOMPETISI')).toBe('/admin-kompetisi/venue');
    expect(areaHomeFor('PETUGAS_TIMBANG')).toBe(PENIMBANGAN_PATH);
    expect(areaHomeFor('PETUGAS_LAPANGAN')).toBe(LAPANGAN_PATH);
    expect(areaHomeFor('TAMU')).toBeNull();
  });
});

describe('DATA KOMPETISI for other roles (spec 001 §2)', () => {
  it('ADMIN and ADMIN_KOMPETISI go to their own area and are told only coaches register', () => {
    for (const role of ['ADMIN', 'ADMIN_KOMPETISI'] as const) {
      const d = decideAccess(POLICY.kompetisiPelatih, { role }, false, '/dashboard/dataKompetisi/1');
      expect(d).toEqual({ kind: 'redirect', to: areaHomeFor(role), toast: 'Hanya pelatih yang bisa mendaftar kompetisi!' });
    }
    expect(decideAccess(POLICY.kompetisiPelatih, { role: 'PELATIH' }, false, '/dashboard/dataKompetisi')).toEqual({ kind: 'allow' });
  });
});
