import { ApiError, serverMessage } from '../../../data/api-error';

/** "Athlete add". */
export const ADD_MSG = {
  berhasil: 'Berhasil menambahkan Atlet!',
  berhasilDetail: 'Data atlet berhasil disimpan!',
  requirement: 'Mohon Lengkapi requirement yang dibutuhkan',
  fileSize: 'Ukuran file melebihi batas maksimal 2MB per file.',
  fileInvalid: 'Format file tidak didukung. Gunakan JPG, PNG, atau PDF.',
  argumenKurang: 'Ada data wajib yang kurang atau tidak valid.',
  database: 'Terjadi kesalahan database. Periksa data dan coba lagi.',
  network: 'Koneksi bermasalah. Cek internet dan coba lagi.',
  badRequest: 'Data yang dikirim tidak valid. Periksa kembali form.',
  server: 'Server mengalami gangguan. Coba lagi nanti.',
  fallback: 'Terjadi kesalahan saat menyimpan data',
} as const;

/** A server message longer than this is a stack or a dump, not something to show a coach. */
const SHORT_MESSAGE_MAX = 120;

const TOTAL_SIZE = /total file/i;
const FILE_SIZE = /file terlalu besar|file size|file too large|too large|maksimal 2\s?mb/i;
const FILE_INVALID = /format tidak didukung|invalid file|tidak didukung|unsupported file|file type/i;
const MISSING_ARGUMENT = /argument .* (is )?missing/i;
const DATABASE = /database|prisma|sql/i;
/** Messages that say nothing beyond "400". */
const GENERIC = /^(data tidak valid|bad request|invalid( request| input| data)?|validation (error|failed))\.?$/i;

/**
 * The message shown when saving a new athlete fails. The server's own Indonesian message wins whenever it
 * names the problem ('NIK sudah terdaftar', 'NIK harus 16 digit angka'); the catalogue's fixed texts cover
 * what a coach cannot act on (network, 413, 5xx, file limits, a bare 400).
 */
export function addAtletErrorMessage(err: unknown): string {
  if (!(err instanceof ApiError)) return ADD_MSG.fallback;
  if (err.status === 0) return ADD_MSG.network;
  if (err.status === 413) return ADD_MSG.requirement;
  const message = serverMessage(err).trim();
  const fieldMessage = err.errors ? (Object.values(err.errors).find(Boolean)?.trim() ?? '') : '';
  const said = `${message} ${fieldMessage}`;
  if (DATABASE.test(message)) return ADD_MSG.database;
  if (err.status >= 500) return ADD_MSG.server;
  if (TOTAL_SIZE.test(said)) return message || fieldMessage;
  if (FILE_SIZE.test(said)) return ADD_MSG.fileSize;
  if (FILE_INVALID.test(said)) return ADD_MSG.fileInvalid;
  if (MISSING_ARGUMENT.test(message)) return /nik/i.test(message) ? ADD_MSG.requirement : ADD_MSG.argumenKurang;
  const specific = [message, fieldMessage].find((m) => m && !GENERIC.test(m) && m.length <= SHORT_MESSAGE_MAX);
  if (err.status === 400) return specific ?? ADD_MSG.badRequest;
  return specific ?? ADD_MSG.fallback;
}
