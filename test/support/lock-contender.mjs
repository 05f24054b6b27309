/* global process */
// A process that races for a company file's lock when its parent says "go at <time>", and says
// whether it won. Node runs the TypeScript lock module directly (its types are stripped).
import { DatabaseSync } from 'node:sqlite';
import { lockCompanyFile } from '../../server/database/company-lock.ts';

// With `slowClose`, a contender that gives up lets go of its connection that many milliseconds
// late, as a process that loses the CPU at that moment would: a loser must not keep the others out
// while it still has the lock file open.
let slowClose = 0;
const close = DatabaseSync.prototype.close;
DatabaseSync.prototype.close = function () {
  const until = Date.now() + slowClose;
  while (Date.now() < until) {
    /* spin */
  }
  return close.call(this);
};

let release = null;
process.on('message', (message) => {
  if (message.kind === 'release') {
    release?.();
    release = null;
    process.send({ kind: 'released' });
    return;
  }
  if (message.kind !== 'race') return;
  slowClose = message.slowClose ?? 0;
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
