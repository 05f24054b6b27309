import { beforeEach, describe, expect, it, vi } from 'vitest';
import { utilityServiceLauncher } from '../../../electron/utility-service.js';
import { FakeUtilityProcess, fake, resetFake } from './fake-electron.js';

vi.mock('electron', async () => (await import('./fake-electron.js')).electronModule);

describe('the embedded service in the log', () => {
  beforeEach(resetFake);

  it('its error output reaches the log line by line, however the pipe splits it', () => {
    const lines: string[] = [];
    utilityServiceLauncher('/s.js', { onStderr: (line) => lines.push(line) })([], {});
    const child = fake.utilityProcess.fork.mock.results[0].value as FakeUtilityProcess;
    child.stderr.emit('data', Buffer.from('first li'));
    child.stderr.emit('data', Buffer.from('ne\nsecond line\nthi'));
    expect(lines).toEqual(['first line', 'second line']);
  });

  it('a company saved by a newer version is refused in words that say to update the app', async () => {
    const service = utilityServiceLauncher('/s.js')([], {});
    (fake.utilityProcess.fork.mock.results[0].value as FakeUtilityProcess).emit('exit', 3);
    await expect(service.ready).rejects.toThrow(/Оновіть програму.*update the app/s);
  });
});
