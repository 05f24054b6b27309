/**
 * The address of the reconciliation act: `#/reports/reconciliation/<query>`, the query in one
 * part of the hash (`agent=…&from=…&to=…&contract=…`), so the counterparty's card, a turnover row
 * and the documents screen can open the act already filled in, and back and forward keep it.
 */
export interface ReconciliationTarget {
  agent?: string;
  from?: string;
  to?: string;
  contract?: string;
}

const KEYS = ['agent', 'from', 'to', 'contract'] as const;

/** The hash that opens the act for `target`; empty fields are left out. */
export function reconciliationHref(target: ReconciliationTarget = {}): string {
  const query = new URLSearchParams();
  for (const key of KEYS) {
    const value = target[key];
    if (value) query.set(key, value);
  }
  const text = query.toString();
  return `#/reports/reconciliation${text ? `/${encodeURIComponent(text)}` : ''}`;
}

/** The act's target from the parts of the hash after `reconciliation` (see useHashDetail). */
export function reconciliationTargetOf(part: string | undefined): ReconciliationTarget {
  const query = new URLSearchParams(part ?? '');
  const target: ReconciliationTarget = {};
  for (const key of KEYS) {
    const value = query.get(key);
    if (value) target[key] = value;
  }
  return target;
}
