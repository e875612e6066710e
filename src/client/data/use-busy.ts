import { useState } from 'react';

/** Wraps an async action with a busy flag for the button that runs it. */
export function useBusy<A, R>(action: (arg: A) => Promise<R>) {
  const [busy, setBusy] = useState(false);
  const run = async (arg: A): Promise<R> => {
    setBusy(true);
    try {
      return await action(arg);
    } finally {
      setBusy(false);
    }
  };
  return [busy, run] as const;
}
