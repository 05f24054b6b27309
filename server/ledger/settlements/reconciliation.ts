import type { SelectQueryBuilder } from 'kysely';
import { ACCOUNTS, reconciliationTitle, toJsonNumber, type Reconciliation, type ReconciliationQuery } from '../../../shared/api/index.js';
import { moneyOf } from '../../database/minor-units.js';
import type { Database } from '../../database/schema.js';
import { LedgerError, notFound, requireOrderedPeriod } from '../errors.js';
import { settlementFigures } from './figures.js';
import { agentId } from '../stock/keys.js';
import type { Db } from '../types.js';

type Moves = SelectQueryBuilder<Database & { m: Database['settlement_moves']; d: Database['documents'] }, 'm' | 'd', object>;

/**
 * The settlement moves of one counterparty on both accounts, 361 and 631, with the document that
 * made each. With a contract, only the documents of that contract count, and those without a
 * contract of their own linked to one of them: a payment settles the invoice it is linked to (it
 * has no contract field), a return without a contract goes with the sale it returns.
 */
function movesOf(db: Db, query: ReconciliationQuery): Moves {
  let moves: Moves = db
    .selectFrom('settlement_moves as m')
    .innerJoin('documents as d', 'd.id', 'm.document_id')
    .where('m.agent_id', '=', agentId(query.agent))
    .where('m.account', 'in', [...ACCOUNTS])
    .where('m.date', '<=', query.to);
  const contract = query.contract;
  if (contract) {
    moves = moves.where((eb) =>
      eb.or([
        eb('d.contract_uid', '=', contract),
        eb.and([
          eb('d.contract_uid', 'is', null),
          eb.exists(
            eb
              .selectFrom('documents as p')
              .select(eb.lit(1).as('one'))
              .whereRef('p.uid', '=', 'd.parent_uid')
              .where('p.contract_uid', '=', contract),
          ),
        ]),
      ]),
    );
  }
  return moves;
}

async function partiesOf(db: Db, query: ReconciliationQuery): Promise<Pick<Reconciliation, 'agent' | 'contract'>> {
  const agent = await db.selectFrom('agents').select(['uid', 'name']).where('uid', '=', query.agent).executeTakeFirst();
  if (!agent) throw notFound('agent', query.agent);
  if (!query.contract) return { agent, contract: null };
  const contract = await db
    .selectFrom('contracts')
    .select(['uid', 'name', 'agent_uid'])
    .where('uid', '=', query.contract)
    .executeTakeFirst();
  if (!contract) throw notFound('contract', query.contract);
  if (contract.agent_uid !== null && contract.agent_uid !== agent.uid) {
    throw new LedgerError('VALIDATION', `query.contract: contract ${contract.uid} is a contract with another counterparty`);
  }
  return { agent, contract: { uid: contract.uid, name: contract.name } };
}

/**
 * The reconciliation act with one counterparty for a period, from our side: the balance before
 * the period (positive when the counterparty owes us), every posted document and payment of the
 * period that moved 361 or 631 with it in date order, the turnovers and the closing balance.
 * The figures are sums of the same settlement moves as the agent turnover report, 361 and 631
 * together: a counterparty that both buys from us and sells to us has one balance with us.
 * The figures are summed as Decimals and become JSON numbers only in the reply, like the turnover
 * report's. 404 for an unknown counterparty or contract.
 */
export async function reconciliation(db: Db, query: ReconciliationQuery): Promise<Reconciliation> {
  requireOrderedPeriod(query.from, query.to);
  const parties = await partiesOf(db, query);
  const figures = settlementFigures(query.from);
  const totals = await movesOf(db, query)
    .select([figures.opening.as('opening'), figures.debit.as('debit'), figures.credit.as('credit')])
    .executeTakeFirst();
  const rows = await movesOf(db, query)
    .where('m.date', '>=', query.from)
    .select(['m.date', 'm.debit', 'm.credit', 'd.uid', 'd.type', 'd.no'])
    // Within a day, documents before payments: the sale, then what was paid for it.
    .orderBy('m.date')
    .orderBy('d.category')
    .orderBy('d.no_key')
    .orderBy('d.uid')
    .execute();
  const opening = moneyOf(totals?.opening ?? null);
  const debit = moneyOf(totals?.debit ?? null);
  const credit = moneyOf(totals?.credit ?? null);
  return {
    ...parties,
    from: query.from,
    to: query.to,
    opening: toJsonNumber(opening),
    rows: rows.map((r) => ({
      date: r.date,
      document: { uid: r.uid, type: r.type, no: r.no },
      title: reconciliationTitle(r.type, r.no, r.date),
      debit: toJsonNumber(moneyOf(r.debit)),
      credit: toJsonNumber(moneyOf(r.credit)),
    })),
    debitTotal: toJsonNumber(debit),
    creditTotal: toJsonNumber(credit),
    closing: toJsonNumber(opening.plus(debit).minus(credit)),
  };
}
