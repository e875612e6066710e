import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ALASAN_CEPAT, ALASAN_MSG, cekAlasanTolak } from '../../src/domain/kompetisi/alasan-tolak';
import { statusPesertaSchema } from '../../src/domain/schemas/peserta';

describe('the reason of a rejected entry', () => {
  it('at least 5 characters after trimming, at most 500; the quick picks pass', () => {
    expect(cekAlasanTolak(undefined)).toBe('Alasan penolakan wajib diisi (minimal 5 karakter)');
    expect(cekAlasanTolak('  abcd  ')).toBe(ALASAN_MSG.wajib);
    expect(cekAlasanTolak('abcde')).toBeNull();
    expect(cekAlasanTolak('x'.repeat(501))).toBe('Alasan penolakan maksimal 500 karakter');
    for (const a of ['Dokumen tidak lengkap', 'Kelas tidak sesuai', 'Berat badan tidak sesuai']) expect(ALASAN_CEPAT).toContain(a);
    for (const a of ALASAN_CEPAT) expect(cekAlasanTolak(a)).toBeNull();
  });

  it('the status body: REJECTED needs it (on the alasan_ditolak field), APPROVED drops it', () => {
    const issue = (body: unknown) => {
      const r = v.safeParse(statusPesertaSchema, body);
      return r.success ? null : [v.getDotPath(r.issues[0]), r.issues[0].message];
    };
    expect(issue({ status: 'REJECTED' })).toEqual(['alasan_ditolak', ALASAN_MSG.wajib]);
    expect(issue({ status: 'REJECTED', alasan_ditolak: 'ab\u0000cdef' })).not.toBeNull();
    expect(v.parse(statusPesertaSchema, { status: 'rejected', alasan_ditolak: ' Kelas tidak sesuai ' })).toEqual({
      status: 'REJECTED',
      status_sebelumnya: undefined,
      alasan_ditolak: 'Kelas tidak sesuai',
    });
    expect(v.parse(statusPesertaSchema, { status: 'APPROVED', alasan_ditolak: 'apa saja' })).toMatchObject({ alasan_ditolak: null });
  });
});
