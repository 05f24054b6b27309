import type { Page } from '@playwright/test';
import type { BridgeRequest, BridgeResponse } from '../../../shared/ipc/bridge-contract.js';
import type { Operation } from '../../../shared/ipc/operations.js';

/**
 * Calls the bridge from inside the page, with the page's own session, so a test can compare what
 * the screen shows with the service's own reply. A refused call throws with the bridge's error.
 */
export async function bridge<O extends Operation>(page: Page, op: O, request: BridgeRequest<O>): Promise<BridgeResponse<O>> {
  return page.evaluate(
    async ([name, body]) => {
      const response = await fetch(`/bridge/${name}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Oblik-Session': sessionStorage.getItem('oblik.session') ?? '' },
        body: JSON.stringify(body),
      });
      const reply = (await response.json()) as { ok: boolean; value?: unknown; error?: unknown };
      if (!reply.ok) throw new Error(JSON.stringify(reply.error));
      return reply.value;
    },
    [op, request] as const,
    // The page hands back the bridge's reply as JSON; the main process parsed it with the same contract.
  ) as Promise<BridgeResponse<O>>;
}

/** The date `days` before today in Kyiv (the browser runs in Europe/Kyiv), as yyyy-mm-dd. */
export function kyivDaysAgo(days: number): string {
  const kyiv = new Date(new Date().toLocaleString('en-US', { timeZone: 'Europe/Kyiv' }));
  kyiv.setDate(kyiv.getDate() - days);
  return `${kyiv.getFullYear()}-${String(kyiv.getMonth() + 1).padStart(2, '0')}-${String(kyiv.getDate()).padStart(2, '0')}`;
}
