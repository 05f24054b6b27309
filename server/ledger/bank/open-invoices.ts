import { INVOICE_TYPES, toJsonNumber, type Decimal, type OpenInvoice } from '../../../shared/api/index.js';
import { moneyOf } from '../../database/minor-units.js';
import { chunks } from '../in-lists.js';
import { paidOf } from '../documents/paid-figure.js';
import type { Db } from '../types.js';

// The invoices a bank line may pay (docs/service-behaviour.md, "Bank statements").

/** Posted invoices of `agents` with something still to pay (total less the posted payments linked to them), oldest first. */
export async function openInvoicesOf(db: Db, agents: string[]): Promise<(OpenInvoice & { openLeft: Decimal })[]> {
  const out: (OpenInvoice & { openLeft: Decimal })[] = [];
  for (const part of chunks(agents)) {
    const rows = await db
      .selectFrom('documents as d')
      .select((eb) => ['d.uid', 'd.type', 'd.no', 'd.date', 'd.agent_uid', 'd.total', paidOf(eb).as('paid')])
      .where('d.type', 'in', [...INVOICE_TYPES])
      .where('d.done', '=', true)
      .where('d.agent_uid', 'in', part)
      .orderBy('d.date')
      .orderBy('d.no_key')
      .execute();
    for (const r of rows) {
      const total = moneyOf(r.total);
      const open = total.minus(moneyOf(r.paid));
      if (!open.greaterThan(0) || !r.agent_uid) continue;
      out.push({
        uid: r.uid,
        type: r.type,
        no: r.no,
        date: r.date,
        agent: r.agent_uid,
        total: toJsonNumber(total),
        open: toJsonNumber(open),
        openLeft: open,
      });
    }
  }
  return out;
}
