import { useEffect, useState } from 'react';

/** Object URL for a file or Blob on the device (chosen, or queued offline), revoked when it changes or on unmount. */
export function useObjectUrl(file: Blob | null | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) {
      setUrl(undefined);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}
