import { ServiceError } from '../service-error.js';

/** A request the ledger's rules refuse (a posted document, a closed period, too little stock): a `ServiceError` of the books. */
export class LedgerError extends ServiceError {}

/** Refuses (400) a period that ends before it starts: an empty answer would hide the typing mistake. */
export function requireOrderedPeriod(from: string, to: string): void {
  if (from > to) throw new LedgerError('VALIDATION', `query.from: the period starts on ${from}, after its end ${to}`);
}

/** Shorthand for a 404 of a record kind and uid. */
export function notFound(what: string, uid: string): LedgerError {
  return new LedgerError('NOT_FOUND', `${what} ${uid} not found`);
}
