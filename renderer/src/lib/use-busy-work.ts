import { useState } from 'react';

/** One task at a time behind a button: whether it runs, and what it failed with, for the button and its alert. */
export function useBusyWork() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  async function work(task: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await task();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, work };
}
