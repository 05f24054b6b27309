import { CUSTOMER_RETURN_TYPE, Decimal, isReturnBasisType, returnProblemMessage } from '../../../shared/api/index.js';
import { qtyOf, type Qty } from '../../database/minor-units.js';
import { LedgerError } from '../errors.js';
import { documentId } from '../stock/keys.js';
import type { Db } from '../types.js';

/**
 * The rules of a return from a customer (docs/service-behaviour.md, "Returns from customers"): it is
 * based on its customer's delivery note or act, posted and dated on or before it, and returns no
 * more than that sale sold; without a basis, each line of goods names the unit cost it comes back at.
 */

/** The header of a return, as posting and linking read it. */
interface ReturnHeader {
  uid: string;
  type: string;
  date: string;
  done: boolean;
  agent_uid: string | null;
  parent_uid: string | null;
}

interface Basis {
  uid: string;
  type: string;
  no: string;
  date: string;
  done: boolean;
  agent_uid: string | null;
}

const basisOf = async (db: Db, uid: string): Promise<Basis | undefined> =>
  db.selectFrom('documents').select(['uid', 'type', 'no', 'date', 'done', 'agent_uid']).where('uid', '=', uid).executeTakeFirst();

/** Refuses a basis that is not a sale, or is the sale of another customer than the return's (when both name one). */
function requireSaleOfCustomer(child: ReturnHeader, basis: Basis): void {
  if (!isReturnBasisType(basis.type)) {
    throw new LedgerError(
      'RETURN_BASIS_UNSUITABLE',
      `a return from a customer is based on the sale it returns, a delivery note or an act; ${basis.type} ${basis.no} is not one`,
    );
  }
  if (child.agent_uid !== null && basis.agent_uid !== null && child.agent_uid !== basis.agent_uid) {
    throw new LedgerError('RETURN_BASIS_UNSUITABLE', `${basis.type} ${basis.no} is the sale of another customer than the return's`);
  }
}

/**
 * What linking a document to `parent` asks of it when it is a customer return: its basis changes what
 * it cost and what it may return, so a posted one keeps its basis (409), and a basis must be a sale of
 * its customer (422). Other documents link as the spec says.
 */
export async function checkReturnLink(db: Db, child: ReturnHeader, parent: string | null): Promise<void> {
  if (child.type !== CUSTOMER_RETURN_TYPE) return;
  if (child.done) throw new LedgerError('DOCUMENT_POSTED', 'the return is posted; unpost it before changing its basis');
  if (parent === null) return;
  const basis = await basisOf(db, parent);
  if (basis) requireSaleOfCustomer(child, basis);
}

/** A return's line as its rules read it, in the order of its lines. */
interface ReturnLine {
  position: number;
  entity_uid: string;
  name: string;
  entity_kind: string;
  unit: string;
  qty: Qty;
  unit_cost: unknown;
}

/** The quantities per goods of `lines`. */
function qtyByEntity(lines: readonly { entity_uid: string; qty: Qty }[]): Map<string, Decimal> {
  const byEntity = new Map<string, Decimal>();
  for (const l of lines) byEntity.set(l.entity_uid, (byEntity.get(l.entity_uid) ?? new Decimal(0)).plus(qtyOf(l.qty)));
  return byEntity;
}

/**
 * Refuses (422) to post a customer return that breaks its rules, naming the line: a basis that is not
 * its customer's sale, not posted, or dated after it; more of a goods item than the basis sold less
 * what its other posted returns brought back; without a basis, goods without their unit cost.
 */
export async function checkReturnPosting(db: Db, doc: ReturnHeader): Promise<void> {
  if (doc.type !== CUSTOMER_RETURN_TYPE) return;
  const lines: ReturnLine[] = await db
    .selectFrom('document_lines as l')
    .innerJoin('entities as e', 'e.id', 'l.entity_id')
    .select(['l.position', 'e.uid as entity_uid', 'e.name', 'e.kind as entity_kind', 'e.unit', 'l.qty', 'l.unit_cost'])
    .where('l.document_id', '=', documentId(doc.uid))
    .orderBy('l.position')
    .execute();
  if (doc.parent_uid === null) {
    const index = lines.findIndex((l) => l.entity_kind !== 'service' && l.unit_cost === null);
    const line = lines[index];
    if (line) {
      throw new LedgerError(
        'UNIT_COST_REQUIRED',
        returnProblemMessage(
          `details[${index}] «${line.name}»: a return without a basis needs the unit cost its goods come back at (unitCost)`,
          {
            line: index,
            entity: line.name,
            unit: line.unit,
          },
        ),
      );
    }
    return;
  }
  const basis = await basisOf(db, doc.parent_uid);
  if (!basis) return;
  // Posting has made sure the return names its customer, and a posted sale names its own.
  requireSaleOfCustomer(doc, basis);
  if (!basis.done) throw new LedgerError('RETURN_BASIS_NOT_POSTED', `${basis.type} ${basis.no} is not posted; post it before its return`);
  if (basis.date > doc.date)
    throw new LedgerError('RETURN_BASIS_UNSUITABLE', `${basis.type} ${basis.no} is dated ${basis.date}, after the return`);
  await requireWithinBasis(db, doc, { basis, lines });
}

/** Refuses the first line that takes a goods item's returns past what the basis sold of it. */
async function requireWithinBasis(
  db: Db,
  doc: ReturnHeader,
  { basis, lines }: { basis: Basis; lines: readonly ReturnLine[] },
): Promise<void> {
  const linesOf = () =>
    db
      .selectFrom('document_lines as l')
      .innerJoin('documents as d', 'd.id', 'l.document_id')
      .innerJoin('entities as e', 'e.id', 'l.entity_id')
      .select(['e.uid as entity_uid', 'l.qty']);
  const sold = qtyByEntity(await linesOf().where('d.uid', '=', basis.uid).execute());
  const returned = qtyByEntity(
    await linesOf()
      .where('d.parent_uid', '=', basis.uid)
      .where('d.type', '=', CUSTOMER_RETURN_TYPE)
      .where('d.done', '=', true)
      .where('d.uid', '<>', doc.uid)
      .execute(),
  );
  const taken = new Map<string, Decimal>();
  for (const [index, line] of lines.entries()) {
    const now = (taken.get(line.entity_uid) ?? new Decimal(0)).plus(qtyOf(line.qty));
    taken.set(line.entity_uid, now);
    const ofBasis = sold.get(line.entity_uid) ?? new Decimal(0);
    const before = returned.get(line.entity_uid) ?? new Decimal(0);
    if (now.plus(before).lessThanOrEqualTo(ofBasis)) continue;
    const what = ofBasis.isZero()
      ? `${basis.type} ${basis.no} did not sell it`
      : `${basis.type} ${basis.no} sold ${ofBasis.toFixed()}${before.isZero() ? '' : `, of which ${before.toFixed()} came back already`}`;
    throw new LedgerError(
      'RETURN_EXCEEDS_BASIS',
      returnProblemMessage(`details[${index}] «${line.name}»: returns ${now.toFixed()}; ${what}`, {
        line: index,
        entity: line.name,
        unit: line.unit,
        returned: now.toFixed(),
        sold: ofBasis.toFixed(),
        returnedBefore: before.toFixed(),
      }),
    );
  }
}
