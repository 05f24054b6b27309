import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, killAllCli, startCli } from '../support/cli-process.js';

const dir = mkdtempSync(join(tmpdir(), 'oblik-stop-'));
afterAll(async () => {
  await killAllCli();
  rmSync(dir, { recursive: true, force: true });
});

describe('a service asked to stop while an app waits on its change feed', () => {
  // The desktop app restarts its company's service to share it on the network, with its change feed's
  // request open on a kept-alive connection; the service must close its company and exit when asked,
  // not wait for that connection to time out (and be ended by force, its company file left unclosed).
  it('answers the waiting request, closes the connection and exits cleanly', async () => {
    const token = 'stop-while-waiting-token';
    const { proc, baseUrl } = await startCli({ file: join(dir, 'firm.oblik'), port: await freePort(), token });
    const headers = { authorization: token };
    const headSeq = async () =>
      ((await (await fetch(`${baseUrl}/changes/head`, { headers })).json()) as { data: { seq: number } }).data.seq;
    const waiting = fetch(`${baseUrl}/changes/?since=${await headSeq()}&wait=30`, { headers });
    // The stop comes once the service has answered a request sent after the waiting one, which it has taken in by
    // then: the built service hears a signal at once, and one sent straight away found its port closed before the
    // waiting request had connected (tsx's wrapper used to pass the signal on late enough to hide that).
    await headSeq();
    proc.child.kill('SIGTERM');
    expect([200, 503]).toContain((await waiting).status);
    expect(await proc.exited).toEqual({ code: 0, signal: null });
  });
});
