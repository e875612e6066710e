import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { dojangParam, safeRedirect } from '../../src/client/features/auth/search-params';
import { withRegisteredDojang } from '../../src/client/features/auth/registered-dojang';
import { DOJANG_TAKEN_NOTE, dojangSearchOption } from '../../src/client/features/auth/useDojangSelectOptions';
import { filterOptions, nextEnabled, optionText, type SearchOption } from '../../src/client/ui/form/search-options';
import { SearchSelectField } from '../../src/client/ui/form/SearchSelectField';
import { SelectField } from '../../src/client/ui/form/SelectField';
import { Route as LoginRoute } from '../../src/client/routes/_site/_guest/login';
import { Route as RegisterRoute } from '../../src/client/routes/_site/_guest/register';

/** The route's own check, as the router runs it on the raw search. */
function validated(route: { options: { validateSearch?: unknown } }, raw: Record<string, unknown>): Record<string, unknown> {
  const validate = route.options.validateSearch;
  if (typeof validate !== 'function') throw new Error('route has no validateSearch');
  return (validate as (s: Record<string, unknown>) => Record<string, unknown>)(raw);
}

describe('/login?redirect= (issue 11 point 7)', () => {
  it.each([
    ['/settings', '/settings'],
    ['/dashboard/atlit?page=2&q=budi', '/dashboard/atlit?page=2&q=budi'],
    ['/dashboard/atlit/12#dokumen', '/dashboard/atlit/12#dokumen'],
    ['/', '/'],
    ['/event/../settings', '/settings'],
  ])('takes the same-origin path %s', (raw, expected) => {
    expect(safeRedirect(raw)).toBe(expected);
  });
  it.each([
    ['a scheme', 'https://evil.example/settings'],
    ['javascript', 'javascript:alert(1)'],
    ['a protocol-relative host', '//evil.example/settings'],
    ['a backslash host', '/\\evil.example'],
    ['a tab before the host', '/\t/evil.example'],
    ['a relative path', 'settings'],
    ['the login page itself', '/login?redirect=/settings'],
    ['a guest page', '/register'],
    ['a guest page with a slash', '/resetpassword/'],
    ['a guest page in capitals', '/REGISTERDOJANG'],
    ['the logout alias', '/auth/login'],
    ['empty', ''],
    ['not text', 42],
    ['too long', `/${'a'.repeat(2000)}`],
  ])('refuses %s', (_label, raw) => {
    expect(safeRedirect(raw)).toBeUndefined();
  });
});

describe('the routes override the raw search (the router lays theirs over it)', () => {
  it('an unsafe redirect or dojang comes out as an explicit undefined, never the raw value', () => {
    expect(validated(LoginRoute, { redirect: '//evil.example' })).toEqual({ redirect: undefined });
    expect('redirect' in validated(LoginRoute, { redirect: '//evil.example' })).toBe(true);
    expect({ redirect: '//evil.example', ...validated(LoginRoute, { redirect: '//evil.example' }) }.redirect).toBeUndefined();
    expect(validated(LoginRoute, { redirect: '/settings' })).toEqual({ redirect: '/settings' });
    expect({ dojang: 'abc', ...validated(RegisterRoute, { dojang: 'abc' }) }.dojang).toBeUndefined();
    expect(validated(RegisterRoute, { dojang: 12 })).toEqual({ dojang: 12 });
  });
});

describe('/register?dojang= (issue 11 point 2)', () => {
  it('takes a positive int4 id, as text or number', () => {
    expect(dojangParam('12')).toBe(12);
    expect(dojangParam(12)).toBe(12);
    expect(dojangParam(' 7 ')).toBe(7);
  });
  it.each([['0'], ['-3'], ['1.5'], ['12abc'], ['2147483648'], [''], [null], [{}], ['1e3']])('drops %j', (raw) => {
    expect(dojangParam(raw)).toBeUndefined();
  });
});

const dojangs: SearchOption[] = [
  { value: '1', label: 'Dojang Garuda Sriwijaya', detail: 'Kota Palembang, Sumatera Selatan', disabled: true, note: DOJANG_TAKEN_NOTE },
  { value: '2', label: 'Taekwondo Club Ampera', detail: 'Kota Palembang, Sumatera Selatan' },
  { value: '3', label: 'Perguruan Rajawali', detail: 'Kota Bandung, Jawa Barat' },
  { value: '4', label: 'Dojang Séoul Nusantara', detail: 'Kabupaten Bogor, Jawa Barat' },
];

describe('searchable dojang picker (issue 11 point 1)', () => {
  it('finds by name or city, every word anywhere, ignoring case and accents', () => {
    const values = (q: string) => filterOptions(dojangs, q).map((o) => o.value);
    expect(values('')).toEqual(['1', '2', '3', '4']);
    expect(values('palembang')).toEqual(['1', '2']);
    expect(values('BANDUNG')).toEqual(['3']);
    expect(values('dojang jawa')).toEqual(['4']);
    expect(values('seoul')).toEqual(['4']);
    expect(values('  rajawali  ')).toEqual(['3']);
    expect(values('makassar')).toEqual([]);
  });
  it('keyboard moves skip unavailable dojangs and wrap', () => {
    expect(nextEnabled(dojangs, -1, 1)).toBe(1);
    expect(nextEnabled(dojangs, 3, 1)).toBe(1);
    expect(nextEnabled(dojangs, -1, -1)).toBe(3);
    expect(nextEnabled(dojangs, 1, -1)).toBe(3);
    expect(nextEnabled([dojangs[0]!], -1, 1)).toBe(-1);
  });
  it('a dojang with a coach stays listed, marked and not choosable', () => {
    const option = dojangSearchOption({
      id_dojang: 5,
      nama_dojang: 'Dojang Elang',
      kota: 'Kota Medan',
      provinsi: 'Sumatera Utara',
      has_pelatih: true,
    });
    expect(option).toEqual({
      value: '5',
      label: 'Dojang Elang',
      detail: 'Kota Medan, Sumatera Utara',
      disabled: true,
      note: 'Sudah ada pelatih',
    });
    expect(dojangSearchOption({ id_dojang: 6, nama_dojang: 'Dojang Baru', kota: null, provinsi: null, has_pelatih: false })).toEqual({
      value: '6',
      label: 'Dojang Baru',
      detail: undefined,
      disabled: false,
      note: undefined,
    });
    expect(optionText(option)).toBe('Dojang Elang — Kota Medan, Sumatera Utara');
  });
  it('renders a combobox whose long texts are cut, never widening the field', () => {
    const long = 'Perguruan Taekwondo Garuda Emas Nusantara Cabang Kabupaten Ogan Komering Ulu Timur Raya Sejahtera';
    const html = renderToStaticMarkup(
      createElement(SearchSelectField, {
        id: 'reg-dojang',
        label: 'Dojang',
        value: '9',
        onChange: () => undefined,
        placeholder: 'Cari',
        emptyText: 'Tidak ada',
        options: [...dojangs, { value: '9', label: long, detail: 'Kota Palembang' }],
      }),
    );
    expect(html).toContain('<div class="flex flex-col gap-1.5 min-w-0 ">');
    expect(html).toMatch(/<input[^>]*role="combobox"[^>]*aria-expanded="false"[^>]*aria-controls="reg-dojang-list"/);
    expect(html).toMatch(/<input[^>]*class="min-w-0 grow truncate"[^>]*value="Perguruan Taekwondo Garuda Emas/);
    expect(html).toMatch(/<ul id="reg-dojang-list" role="listbox"[^>]*hidden=""[^>]*max-h-\[300px\]/);
    // Every option line is cut with an ellipsis; the taken one says why it cannot be chosen.
    expect(html.match(/<span class="truncate[^"]*">/g)?.length).toBeGreaterThanOrEqual(10);
    expect(html).toMatch(/<li id="reg-dojang-opt-0" role="option" aria-selected="false" aria-disabled="true"[^>]*>.*Sudah ada pelatih/);
    expect(html).toMatch(/<li id="reg-dojang-opt-4" role="option" aria-selected="true"/);
  });
  it('a plain select may shrink below its longest option (cut with an ellipsis by daisyUI)', () => {
    const html = renderToStaticMarkup(
      createElement(SelectField, {
        id: 's',
        label: 'Kota',
        value: '',
        onChange: () => undefined,
        placeholder: 'Pilih',
        options: [{ value: 'x', label: 'x'.repeat(200) }],
      }),
    );
    expect(html).toMatch(/^<div class="flex flex-col gap-1.5 min-w-0 /);
    expect(html).toMatch(/<select[^>]*class="select w-full min-w-0/);
  });
});

describe('the dojang just registered is in the coach-registration list', () => {
  const list = [
    { id_dojang: 1, nama_dojang: 'Alpha', kota: null, provinsi: null, has_pelatih: true },
    { id_dojang: 2, nama_dojang: 'Gamma', kota: null, provinsi: null, has_pelatih: false },
  ];
  const baru = { id_dojang: 3, nama_dojang: 'Beta', kota: 'Kota Palembang', provinsi: 'Sumatera Selatan', has_pelatih: false };
  it('added in name order while a stale list lacks it', () => {
    expect(withRegisteredDojang(list, baru).map((d) => d.id_dojang)).toEqual([1, 3, 2]);
    expect(withRegisteredDojang(list, { ...baru, nama_dojang: 'Zeta' }).map((d) => d.id_dojang)).toEqual([1, 2, 3]);
  });
  it('the server list wins once it has it (e.g. with its coach)', () => {
    const fresh = [...list, { ...baru, has_pelatih: true }];
    expect(withRegisteredDojang(fresh, baru)).toEqual(fresh);
    expect(withRegisteredDojang(list, null)).toEqual(list);
  });
});
