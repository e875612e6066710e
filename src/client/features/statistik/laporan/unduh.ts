import { API_BASE } from '../../../data/api';
import { NETWORK_MESSAGE } from '../../../data/api-error';
import { currentToken } from '../../../data/session';
import { saveBlob } from '../../../data/files';

export interface Progres {
  /** Bytes received so far. */
  diterima: number;
  /** The file's size when the server said it (Content-Length), else null. */
  total: number | null;
}

/** A failed download: the server's Indonesian message when it sent one. */
export class GagalUnduh extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** The name from Content-Disposition (filename* first, then filename), or the fallback. */
export function namaDariHeader(header: string | null, cadangan: string): string {
  if (!header) return cadangan;
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      /* fall through to the plain name */
    }
  }
  const plain = /filename\s*=\s*"([^"]+)"/i.exec(header) ?? /filename\s*=\s*([^;]+)/i.exec(header);
  return plain?.[1].trim() || cadangan;
}

async function pesanGagal(res: Response): Promise<string> {
  try {
    const body = (await res.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    /* not JSON */
  }
  return `HTTP error! status: ${res.status}`;
}

/**
 * Downloads a report the server generates (GET /api…): reads the body as a stream so the page can show the
 * bytes (and the percentage when the size is known) while it arrives, then hands the file to the browser.
 * `signal` cancels it. Throws GagalUnduh with the server's message, or the network message.
 */
export async function unduhBerkas(
  path: string,
  opts: { signal?: AbortSignal; onProgres?: (p: Progres) => void; cadangan: string },
): Promise<{ nama: string; ukuran: number }> {
  const headers: Record<string, string> = {};
  const token = currentToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(`${API_BASE}${path}`, { headers, signal: opts.signal, cache: 'no-store' });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new GagalUnduh(NETWORK_MESSAGE, 0);
  }
  if (!res.ok) throw new GagalUnduh(await pesanGagal(res), res.status);
  const panjang = Number(res.headers.get('content-length'));
  const total = Number.isFinite(panjang) && panjang > 0 ? panjang : null;
  const bagian: Uint8Array<ArrayBuffer>[] = [];
  let diterima = 0;
  opts.onProgres?.({ diterima, total });
  if (res.body) {
    const reader = res.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bagian.push(value);
      diterima += value.byteLength;
      opts.onProgres?.({ diterima, total });
    }
  } else {
    const semua = new Uint8Array(await res.arrayBuffer());
    bagian.push(semua);
    diterima = semua.byteLength;
    opts.onProgres?.({ diterima, total });
  }
  const blob = new Blob(bagian, { type: res.headers.get('content-type') ?? 'application/octet-stream' });
  const nama = namaDariHeader(res.headers.get('content-disposition'), opts.cadangan);
  saveBlob(blob, nama);
  return { nama, ukuran: blob.size };
}

/** '350 KB', '1,2 MB'. */
export function ukuranTeks(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toLocaleString('id-ID', { maximumFractionDigits: 1 })} MB`;
}
