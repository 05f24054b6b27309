import { vi } from 'vitest';

/**
 * Runs `act` with the clock reading `iso`, so the modification times the service stamps are the
 * test's own: two writes a test puts at different times are apart however fast the machine is.
 * Only `Date` is faked; timers run as usual, so the service's own waits are untouched.
 */
export async function atTime<T>(iso: string, act: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(iso) });
  try {
    return await act();
  } finally {
    vi.useRealTimers();
  }
}
