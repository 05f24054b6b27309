import { beforeEach, describe, expect, it, vi } from 'vitest';
import { levelOfServiceLine } from '../../../electron/service-log-line.js';
import { utilityServiceLauncher } from '../../../electron/utility-service.js';
import { FakeUtilityProcess, resetFake } from './fake-electron.js';
import { at } from '../../support/checked.js';

vi.mock('electron', async () => (await import('./fake-electron.js')).electronModule);

describe('the embedded service in the log', () => {
  beforeEach(resetFake);

  it('its error output reaches the log line by line, however the pipe splits it', () => {
    const lines: string[] = [];
    utilityServiceLauncher('/s.js', { onStderr: (line) => lines.push(line) })([], {});
    const child = at(FakeUtilityProcess.forked, 0);
    child.stderr.emit('data', Buffer.from('first li'));
    child.stderr.emit('data', Buffer.from('ne\nsecond line\nthi'));
    expect(lines).toEqual(['first line', 'second line']);
  });

  it('its JSON log lines keep their level in the app log: faults as errors, the rest as info or warnings', () => {
    expect(levelOfServiceLine('{"level":50,"reqId":"a","msg":"request failed"}')).toBe('error');
    expect(levelOfServiceLine('{"level":40,"msg":"slow"}')).toBe('warn');
    expect(levelOfServiceLine('{"level":30,"msg":"listening"}')).toBe('info');
    expect(levelOfServiceLine('the service could not start: EACCES')).toBe('warn');
    expect(levelOfServiceLine('{"level":')).toBe('warn');
  });

  it('a company saved by a newer version is refused in words that say to update the app', async () => {
    const service = utilityServiceLauncher('/s.js')([], {});
    at(FakeUtilityProcess.forked, 0).emit('exit', 3);
    await expect(service.ready).rejects.toThrow(/Оновіть програму.*update the app/s);
  });
});
