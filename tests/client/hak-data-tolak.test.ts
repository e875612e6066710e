import { describe, expect, it } from 'vitest';
import { aksiTolak } from '../../src/client/data/sync/aksi-tolak';
import { KODE_HAK_DATA } from '../../src/domain/hak-data/kode';
import { STATUS_TOLAK } from '../../src/server/hak-data/tolak';

describe('refusals of the subject’s rights', () => {
  it('every code has its status on the server and its action on the device (none can land by sending it again)', () => {
    for (const kode of KODE_HAK_DATA) {
      expect(STATUS_TOLAK[kode], kode).toBe(409);
      expect(aksiTolak('atlet', kode), kode).toBe('buang');
    }
  });
});
