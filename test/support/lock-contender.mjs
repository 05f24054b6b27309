/* global process */
// A process that races for a company file's lock when its parent says "go at <time>", and says
// whether it won. Node runs the TypeScript lock module directly (its types are stripped).
import { lockCompanyFile } from '../../server/store/company-lock.ts';

let release = null;
process.on('message', (message) => {
  if (message.kind === 'release') {
    release?.();
    release = null;
    process.send({ kind: 'released' });
    return;
  }
  if (message.kind !== 'race') return;
  // Every contender spins to the same instant, so the attempts meet within a millisecond.
  while (Date.now() < message.at) {
    /* spin */
  }
  try {
    release = lockCompanyFile(message.file);
    process.send({ kind: 'result', won: true });
  } catch (error) {
    process.send({ kind: 'result', won: false, error: error.constructor.name });
  }
});
process.send({ kind: 'ready' });
