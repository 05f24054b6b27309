import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { desktop } from './bridge.js';
import { applyLiveChanges } from './live-refresh.js';
import { publishChanges } from './live-state.js';

/** The wait before asking again after the bridge itself failed (the main process answers on its own after 25 s). */
const RETRY_MS = 5000;

/**
 * Keeps one `live.next` call waiting in the main process for as long as the app is open, and hands
 * what it brings to the screens: the lists and the dashboard read again, reports and open editors
 * show their banners (docs/office.md, "Live changes and presence"). Mounted once, in the app's shell.
 */
export function useLiveChanges(): void {
  const client = useQueryClient();
  useEffect(() => {
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const run = async (after: number): Promise<void> => {
      try {
        const reply = await desktop['live.next']({ after });
        if (stopped) return;
        publishChanges(reply.changes);
        if (reply.changes.length > 0 || reply.missed) await applyLiveChanges(client, reply.changes, reply.missed);
        if (!stopped) void run(reply.cursor);
      } catch {
        // The bridge is gone or refused (an old host without the operation): the app works as without live changes.
        if (!stopped) retry = setTimeout(() => void run(after), RETRY_MS);
      }
    };
    void run(-1);
    return () => {
      stopped = true;
      clearTimeout(retry);
    };
  }, [client]);
}
