import { sql } from 'kysely';
import type { Money } from '../../database/minor-units.js';
import { sqlNames } from '../../database/sql-names.js';
import { agentId, documentId } from '../stock/keys-sql.js';
import type { Db } from '../types.js';

// Written out rather than built: every posting of a trade document makes it (docs/style.md, "SQL").
const m = sqlNames('settlement_moves');

/** One settlement move of a document with its counterparty, both found by their uids. */
export interface SettlementMoveRow {
  documentUid: string;
  date: string;
  account: string;
  agentUid: string;
  debit: Money;
  credit: Money;
}

/** Writes one settlement move. */
export async function insertSettlementMove(db: Db, move: SettlementMoveRow): Promise<void> {
  await sql`insert into ${m.$} (${m.document_id}, ${m.date}, ${m.account}, ${m.agent_id}, ${m.debit}, ${m.credit})
    values (${documentId(move.documentUid)}, ${move.date}, ${move.account}, ${agentId(move.agentUid)}, ${move.debit}, ${move.credit})`.execute(
    db,
  );
}
