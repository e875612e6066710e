import { atletResource } from '../atlet/resource';
import { baganResource } from '../bagan/resource';
import { seimbangResource } from '../jadwal/seimbang-keys';
import { buktiResource, pesertaResource } from '../kompetisi/resource';
import { partaiResource } from '../lapangan/resource';
import { timbangResource } from '../penimbangan/resource';
import { skorResource } from '../skor/resource';
import { dojangResource, pelatihResource } from '../profil/resource';
import type { BarisTabel, NamaTabel } from '../db';
import { kejadianDiAntrean } from '../skor/resource';
import { createRegistry, type MilikTabel } from './resource';

/**
 * The app's offline resources. A new one is its declaration (a key codec and what the sync machinery
 * should do with its answers, see OfflineResource) added here, plus its domain functions (reads, writes).
 */
export const registry = createRegistry();

registry.register(atletResource);
registry.register(pesertaResource);
registry.register(buktiResource);
registry.register(baganResource);
registry.register(dojangResource);
registry.register(pelatihResource);
registry.register(timbangResource);
registry.register(partaiResource);
registry.register(skorResource);
registry.register(seimbangResource);

export const registerResource = registry.register;

/**
 * What of every Dexie table belongs to an account (typed over ArenaDatabase's tables, so a new table does not
 * compile until it is declared here): logout and a new login clear exactly this (sync/keluar.ts).
 */
export const TABEL_LOKAL: { readonly [N in NamaTabel]: MilikTabel<BarisTabel<N>> } = {
  outbox: { milik: 'antrean', pemilik: (e) => e.ownerId },
  // Rows without an owner are device-wide copies of public reads (brackets, schedules, a bout's rule set): cleared too.
  records: { milik: 'akun', pemilik: (r) => r.ownerId },
  atlet: { milik: 'akun', pemilik: (r) => r.ownerId },
  files: { milik: 'akun', pemilik: (r) => r.ownerId },
  penimbangan: { milik: 'akun', pemilik: (r) => r.ownerId },
  partai: { milik: 'akun', pemilik: (r) => r.ownerId },
  // A bout's scoring log, this device's and the server's events: no account's, but the events of a batch still queued stay.
  skorKejadian: { milik: 'perangkat', dibawaAntrean: kejadianDiAntrean },
};
