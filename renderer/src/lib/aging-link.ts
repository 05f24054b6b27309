/**
 * The address of the aging report: `#/reports/aging/<query>`, the query in one part of the hash
 * (`date=…&side=…&agent=…`), so the dashboard's card opens it already run (and a counterparty's
 * documents unfolded), and coming back from a document opened from it shows the same report.
 */
export interface AgingTarget {
  date?: string;
  side?: 'receivable' | 'payable';
  /** A counterparty whose documents are shown unfolded. */
  agent?: string;
}

/** The hash that opens the aging report for `target`; empty fields are left out. */
export function agingHref(target: AgingTarget = {}): string {
  const query = new URLSearchParams();
  if (target.date) query.set('date', target.date);
  if (target.side) query.set('side', target.side);
  if (target.agent) query.set('agent', target.agent);
  const text = query.toString();
  return `#/reports/aging${text ? `/${encodeURIComponent(text)}` : ''}`;
}

/** The report's target from the part of the hash after `aging` (see useHashDetail); an unknown side is left out. */
export function agingTargetOf(part: string | undefined): AgingTarget {
  const query = new URLSearchParams(part ?? '');
  const target: AgingTarget = {};
  const date = query.get('date');
  const side = query.get('side');
  const agent = query.get('agent');
  if (date) target.date = date;
  if (side === 'receivable' || side === 'payable') target.side = side;
  if (agent) target.agent = agent;
  return target;
}
