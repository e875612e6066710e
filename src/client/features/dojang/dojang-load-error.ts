import { ApiError, RESPONS_TIDAK_VALID, adalahKode, serverMessage } from '../../data/api-error';

/** 'Dojang load' row; an ADMIN reading another dojang gets the server's own 404 text. */
export function dojangLoadMessage(err: ApiError, forAdmin: boolean): string {
  if (err.status === 404) return (forAdmin && serverMessage(err)) || 'Pelatih belum memiliki dojang';
  if (err.status === 401) return 'Sesi login telah berakhir';
  if (adalahKode(err, RESPONS_TIDAK_VALID.kode)) return 'Data dojang tidak valid atau belum ada';
  return serverMessage(err) || 'Gagal mengambil data dojang';
}

/** 'Dojang update': the server's message, else 'Update dojang gagal'. */
export function dojangSaveMessage(err: unknown): string {
  return (err instanceof ApiError && serverMessage(err)) || 'Update dojang gagal';
}
