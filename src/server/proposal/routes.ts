import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { namaBerkas } from '../../domain/laporan/tabel';
import { gagalUmum } from '../http/api-error';
import type { AppDeps, AppEnv } from '../http/env';
import { parseId } from '../http/validate';
import { muatDataProposal } from './data';
import { isiProposal } from './isi';
import { proposalKePdf } from './pdf';

export const PROPOSAL_MSG = {
  tidakDitemukan: 'Kompetisi tidak ditemukan',
  gagal: 'Gagal membuat proposal',
} as const;

/** Bumped when the layout or the fixed texts change, so a browser's copy with the old look is not kept. */
const VERSI_TATA_LETAK = 'proposal-1';

/**
 * GET /api/kompetisi/{id}/proposal (public): the competition's proposal as a PDF written from its own data
 * (name, dates, place, deadline, fees, account, contact, class summary) at each request. The ETag is a hash of
 * that data and the layout version, so an unchanged competition answers 304 without drawing anything.
 */
export function proposalRoutes({ db, log }: AppDeps) {
  const r = new Hono<AppEnv>();
  r.get('/:id/proposal', async (c) => {
    const data = await muatDataProposal(db, parseId(c.req.param('id')));
    if (!data) throw gagalUmum('tidak_ditemukan', PROPOSAL_MSG.tidakDitemukan);
    const etag = `"${createHash('sha256').update(VERSI_TATA_LETAK).update(JSON.stringify(data)).digest('base64url').slice(0, 27)}"`;
    const cache = { ETag: etag, 'Cache-Control': 'public, no-cache' };
    const diminta = c.req
      .header('If-None-Match')
      ?.split(',')
      .map((t) => t.trim().replace(/^W\//, ''));
    if (diminta?.includes(etag)) return new Response(null, { status: 304, headers: cache });
    let bytes: Uint8Array;
    try {
      bytes = await proposalKePdf(isiProposal(data));
    } catch (err) {
      log(`proposal kompetisi ${data.kompetisi.id_kompetisi} gagal dibuat`, err);
      throw gagalUmum('kesalahan_server', PROPOSAL_MSG.gagal);
    }
    const nama = namaBerkas(['proposal', data.kompetisi.nama_event], 'pdf');
    return new Response(bytes as Uint8Array<ArrayBuffer>, {
      status: 200,
      headers: {
        ...cache,
        'Content-Type': 'application/pdf',
        'Content-Length': String(bytes.byteLength),
        'Content-Disposition': `attachment; filename="${nama}"; filename*=UTF-8''${encodeURIComponent(nama)}`,
      },
    });
  });
  return r;
}
