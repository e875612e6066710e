/**
 * What a write queued before outbox entries carried their kind (OutboxEntry.kind) does, read from its method and path.
 * Run once per such entry, by the database's upgrade to version 7 (db.ts); nothing else reads a queued write's path
 * back. The paths are the ones those versions queued, so this list never grows: a new write sets its kind when it is
 * queued (sync/jenis.ts).
 */
const LAMA: readonly (readonly [method: string, path: RegExp, kind: string])[] = [
  ['POST', /^\/atlet$/, 'tambah'],
  ['PUT', /^\/atlet\/\d+$/, 'ubah'],
  ['PUT', /^\/dojang\/\d+$/, 'ubah'],
  ['PUT', /^\/pelatih\/profile$/, 'profil'],
  ['POST', /^\/pelatih\/upload$/, 'unggah'],
  ['POST', /^\/kompetisi\/\d+\/register$/, 'daftar'],
  ['PUT', /^\/kompetisi\/\d+\/participants\/\d+\/class$/, 'ganti_kelas'],
  ['PUT', /^\/kompetisi\/\d+\/participants\/\d+\/status$/, 'status'],
  ['DELETE', /^\/kompetisi\/\d+\/participants\/\d+$/, 'hapus'],
  ['POST', /^\/bukti-transfer$/, 'unggah'],
  ['DELETE', /^\/bukti-transfer\/\d+$/, 'hapus'],
  ['POST', /^\/brackets$/, 'undian'],
  ['PUT', /^\/matches\/[^/]+$/, 'hasil'],
  ['DELETE', /^\/matches\/[^/]+\/result$/, 'batal_hasil'],
  ['POST', /^\/kompetisi\/\d+\/penimbangan$/, 'percobaan'],
  ['POST', /^\/kompetisi\/\d+\/penimbangan\/\d+\/keputusan$/, 'keputusan'],
  ['POST', /^\/partai\/[^/]+\/kejadian$/, 'kejadian'],
  ['POST', /^\/partai\/[^/]+\/(hasil-skor|poomsae)$/, 'hasil'],
  ['POST', /^\/partai\/[^/]+\/panggil$/, 'panggil'],
  ['POST', /^\/partai\/[^/]+\/mulai$/, 'mulai'],
  ['POST', /^\/partai\/[^/]+\/tidak-hadir$/, 'tidak-hadir'],
];

/** The kind of an entry queued without one, or undefined for a path no version queued. */
export function jenisLama(e: { readonly method: string; readonly path: string }): string | undefined {
  return LAMA.find(([method, path]) => method === e.method && path.test(e.path))?.[2];
}
