import { useEffect, useState } from 'react';
import { ApiError } from './api-error';
import { berkasUrl, initApi } from './api-url';
import { getDb } from './db';
import { currentToken, currentUser } from './session';

/** Absolute URL of a stored upload path ('/uploads/...' or a bare file name under a folder). */
export function uploadUrl(path: string | null | undefined, folder = '/uploads/dojang/logos/'): string | undefined {
  if (!path) return undefined;
  if (path.startsWith('/uploads/') || /^https?:/.test(path)) return path;
  return `${folder}${path}`;
}

function authHeaders(): HeadersInit {
  const token = currentToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

const fileKey = (path: string) => `${currentUser()?.id_akun ?? 0}:${path}`;

/**
 * Stored names are random and never reused, so a private file once fetched never changes: it is kept
 * in Dexie (cleared at logout) and shown from there, also offline.
 */
async function cachedFile(path: string): Promise<Blob | undefined> {
  return (await getDb().files.get(fileKey(path)))?.blob;
}

async function keepFile(path: string, blob: Blob): Promise<void> {
  const ownerId = currentUser()?.id_akun;
  if (ownerId) await getDb().files.put({ key: fileKey(path), ownerId, blob, fetchedAt: Date.now() });
}

/** A private upload as a Blob: from Dexie when kept, else fetched with the bearer token and kept; null when refused or missing. */
export async function loadPrivateFile(path: string): Promise<Blob | null> {
  const cached = await cachedFile(path).catch(() => undefined);
  if (cached) return cached;
  const res = await fetch(berkasUrl(path), initApi({ headers: authHeaders() }));
  if (!res.ok) return null;
  const blob = await res.blob();
  await keepFile(path, blob).catch(() => undefined);
  return blob;
}

/** A private upload (KTP, certificates, athlete documents) fetched with the bearer token and shown through an object URL. */
export function usePrivateFileUrl(path: string | null | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!path) {
      setUrl(undefined);
      return;
    }
    let objectUrl: string | undefined;
    let cancelled = false;
    loadPrivateFile(path)
      .then((blob) => {
        if (!blob || cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path]);
  return url;
}

export interface DownloadMessages {
  none: string;
  missing: string;
  failed: string;
}

export const LOGO_DOWNLOAD_MESSAGES: DownloadMessages = {
  none: 'Tidak ada file untuk didownload',
  missing: 'Logo tidak ditemukan di server',
  failed: 'Gagal mendownload file',
};

export const FILE_DOWNLOAD_MESSAGES: DownloadMessages = {
  none: 'Tidak ada file untuk didownload',
  missing: 'File tidak ditemukan di server',
  failed: 'Gagal mendownload file',
};

/** HEAD check, then download (logo download; the same for private files). */
export async function downloadFile(
  path: string | null | undefined,
  filename: string,
  messages: DownloadMessages = FILE_DOWNLOAD_MESSAGES,
): Promise<void> {
  if (!path) throw new ApiError(400, messages.none);
  const head = await fetch(berkasUrl(path), initApi({ method: 'HEAD', headers: authHeaders() })).catch(() => null);
  if (!head) throw new ApiError(0, messages.failed);
  if (head.status === 404) throw new ApiError(404, messages.missing);
  const res = await fetch(berkasUrl(path), initApi({ headers: authHeaders() })).catch(() => null);
  if (!res?.ok) throw new ApiError(res?.status ?? 0, messages.failed);
  saveBlob(await res.blob(), filename);
}

/** Hands a Blob to the browser as a download (revoked a minute later: revoking at once can cancel it in some browsers). */
export function saveBlob(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  try {
    const a = document.createElement('a');
    a.href = href;
    a.download = filename;
    a.rel = 'noopener';
    a.style.display = 'none';
    document.body.appendChild(a);
    a.click();
    a.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(href), 60_000);
  }
}
