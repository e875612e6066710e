import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dekripsi, enkripsi, siapkanKunci } from '../../src/server/crypto/kunci';

describe('secrets at rest', () => {
  it('a key made once in DATA_DIR is kept (mode 600) and read again after a restart', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'arena-kunci-'));
    siapkanKunci(dir, {});
    const rahasia = enkripsi('sandi-smtp');
    expect(rahasia).not.toContain('sandi-smtp');
    const file = path.join(dir, 'secret.key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const isi = readFileSync(file, 'utf8');
    siapkanKunci(dir, {});
    expect(readFileSync(file, 'utf8')).toBe(isi);
    expect(dekripsi(rahasia)).toBe('sandi-smtp');
  });

  it('ARENA_SECRET_KEY wins; another key or a changed value cannot be read', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'arena-kunci-'));
    siapkanKunci(dir, { ARENA_SECRET_KEY: 'a'.repeat(64) });
    const rahasia = enkripsi('kode totp');
    expect(enkripsi('kode totp')).not.toBe(rahasia);
    expect(dekripsi(rahasia)).toBe('kode totp');
    const ubah = `${rahasia.slice(0, -4)}AAAA`;
    expect(() => dekripsi(ubah)).toThrow();
    siapkanKunci(dir, { ARENA_SECRET_KEY: Buffer.alloc(32, 7).toString('base64') });
    expect(() => dekripsi(rahasia)).toThrow();
    expect(() => siapkanKunci(dir, { ARENA_SECRET_KEY: 'pendek' })).toThrow(/32 byte/);
  });
});
