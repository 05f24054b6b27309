import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { computeVat, Decimal, lineSum } from '../../shared/api/index.js';
import { numberSortKey } from '../../shared/api/day-order.js';
import { numberInSeries } from '../../server/ledger/documents/numbering.js';
import { moneyToDb, priceToDb, qtyToDb, ZERO } from '../../server/database/minor-units.js';
import type { Position } from '../../server/ledger/stock/positions.js';
import { replayPositions } from '../../server/ledger/stock/replay.js';
import { writeCompany } from '../../server/company/settings.js';
import type { CompanyDb } from '../../server/database/company-db.js';
import { at, defined } from '../support/checked.js';

/** Size of a generated company. */
export interface CompanySize {
  documents: number;
  years: number;
  stores: number;
  entities: number;
  agents: number;
  linesPerDocument: number;
}

/** What the benchmarks need to address the generated company. */
export interface Company {
  stores: string[];
  entities: string[];
  agents: string[];
  /** Entities of the first store with the most stock at the end, most first: sales of them always post. */
  stocked: string[];
  firstDate: string;
  lastDate: string;
  documents: number;
  stockMoves: number;
}

const day = (start: Date, offset: number) => new Date(start.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

interface Doc {
  uid: string;
  category: 'document' | 'payment';
  type: string;
  date: string;
  store: string | null;
  agent: string;
  lines: { uid: string; entity: string; qty: Decimal; price: Decimal; sum: Decimal }[];
  sum: Decimal;
}

/**
 * Builds a posted company straight in the database, fast: documents, lines and settlement moves
 * by bulk inserts, then the ledger's own stock re-computation once per position (so the stock
 * moves are exactly what posting would write). Receipts come first within a day and sales never
 * take more than the simulated stock, so every position balances.
 */
export async function generateCompany(companyDb: CompanyDb, size: CompanySize): Promise<Company> {
  let seed = 7;
  const random = () => {
    seed = (seed * 48271) % 2147483647;
    return seed / 2147483647;
  };
  const int = (from: number, to: number) => from + Math.floor(random() * (to - from + 1));
  const pick = <T>(list: T[]): T => at(list, Math.floor(random() * list.length));

  const stores = Array.from({ length: size.stores }, () => randomUUID());
  const entities = Array.from({ length: size.entities }, () => randomUUID());
  const agents = Array.from({ length: size.agents }, () => randomUUID());
  const days = size.years * 365;
  const start = new Date(Date.UTC(new Date().getUTCFullYear() - size.years, 0, 1));

  // Documents by date, receipts first within a day (the FIFO order), then sales and payments.
  const kinds = Array.from({ length: size.documents }, () => {
    const r = random();
    return { date: day(start, int(0, days - 1)), type: r < 0.35 ? 'waybillIn' : r < 0.85 ? 'waybillOut' : 'payFromCustomer' };
  }).sort((a, b) => (a.date === b.date ? (a.type === 'waybillIn' ? 0 : 1) - (b.type === 'waybillIn' ? 0 : 1) : a.date < b.date ? -1 : 1));

  const stock = new Map<string, Map<string, Decimal>>(stores.map((s) => [s, new Map()]));
  const cost = new Map<string, Decimal>(entities.map((e, i) => [e, new Decimal(10 + (i % 190)).plus(new Decimal(i % 100).dividedBy(100))]));
  const docs: Doc[] = [];
  for (const { date, type } of kinds) {
    const agent = pick(agents);
    if (type === 'payFromCustomer') {
      docs.push({ uid: randomUUID(), category: 'payment', type, date, store: null, agent, lines: [], sum: new Decimal(int(100, 5000)) });
      continue;
    }
    const storeUid = pick(stores);
    const onHand = stock.get(storeUid)!;
    const count = int(size.linesPerDocument - 2, size.linesPerDocument + 2);
    const lines: Doc['lines'] = [];
    if (type === 'waybillIn') {
      const chosen = new Set<string>();
      while (chosen.size < count) chosen.add(pick(entities));
      for (const entity of chosen) {
        const qty = new Decimal(int(20, 100));
        onHand.set(entity, (onHand.get(entity) ?? new Decimal(0)).plus(qty));
        const price = cost.get(entity)!;
        lines.push({ uid: randomUUID(), entity, qty, price, sum: lineSum(qty, price) });
      }
    } else {
      const available = [...onHand.keys()];
      const chosen = new Set<string>();
      for (let tries = 0; chosen.size < Math.min(count, available.length) && tries < count * 4; tries++) chosen.add(pick(available));
      if (chosen.size === 0) continue;
      for (const entity of chosen) {
        const left = onHand.get(entity)!;
        const qty = Decimal.min(left, new Decimal(int(1, 30)));
        if (left.equals(qty)) onHand.delete(entity);
        else onHand.set(entity, left.minus(qty));
        const price = cost.get(entity)!.times(1.3).toDecimalPlaces(2);
        lines.push({ uid: randomUUID(), entity, qty, price, sum: lineSum(qty, price) });
      }
    }
    docs.push({
      uid: randomUUID(),
      category: 'document',
      type,
      date,
      store: storeUid,
      agent,
      lines,
      sum: lines.reduce((a, l) => a.plus(l.sum), new Decimal(0)),
    });
  }

  // Numbers per type and year in date order, as the service would give them.
  const counters = new Map<string, number>();
  const numbered = docs.map((d) => {
    const key = `${d.type}|${d.date.slice(0, 4)}`;
    const n = (counters.get(key) ?? 0) + 1;
    counters.set(key, n);
    return String(n).padStart(6, '0');
  });

  const modifiedAt = new Date().toISOString();
  const entitySeq = new Map<string, number>(entities.map((uid, i) => [uid, i + 1]));
  await companyDb.write(async (trx) => {
    // A trading company that pays VAT, as its 20 % documents say: one whose settings never said posts none of them.
    await writeCompany(trx, companyDb.context, { vatPayer: true });
    await trx
      .insertInto('stores')
      .values(stores.map((uid, i) => ({ uid, id: i + 1, name: `Склад ${i + 1}`, address: '', modified_at: modifiedAt })))
      .execute();
    for (let i = 0; i < entities.length; i += 2000) {
      await trx
        .insertInto('entities')
        .values(
          entities.slice(i, i + 2000).map((uid, j) => ({
            uid,
            id: i + j + 1,
            name: `Товар ${i + j + 1}`,
            kind: 'goods',
            article: `A-${i + j + 1}`,
            unit: 'шт',
            barcode: '',
            price: ZERO,
            vat_code: null,
            modified_at: modifiedAt,
          })),
        )
        .execute();
    }
    for (let i = 0; i < agents.length; i += 2000) {
      await trx
        .insertInto('agents')
        .values(
          agents.slice(i, i + 2000).map((uid, j) => ({
            uid,
            id: i + j + 1,
            name: `ТОВ «Контрагент ${i + j + 1}»`,
            type: 'company',
            code: '',
            tax_code: '',
            address: '',
            phone: '',
            email: '',
            iban: '',
            modified_at: modifiedAt,
          })),
        )
        .execute();
    }
  });

  for (let i = 0; i < docs.length; i += 1000) {
    await companyDb.write(async (trx) => {
      const chunk = docs.slice(i, i + 1000);
      await trx
        .insertInto('documents')
        .values(
          chunk.map((d, j) => {
            const vat = d.category === 'payment' ? { vatSum: new Decimal(0), total: d.sum } : computeVat(d.sum, '20', false);
            const no = at(numbered, i + j);
            return {
              uid: d.uid,
              id: i + j + 1,
              category: d.category,
              type: d.type,
              date: d.date,
              no,
              no_key: numberSortKey(no),
              no_number: numberInSeries(no, d.type),
              sum: moneyToDb(d.sum),
              vat_code: d.category === 'payment' ? null : '20',
              vat_in_price: false,
              vat_sum: moneyToDb(vat.vatSum),
              total: moneyToDb(vat.total),
              memo: '',
              agent_uid: d.agent,
              contract_uid: null,
              store_in: d.type === 'waybillIn' ? d.store : null,
              store_out: d.type === 'waybillOut' ? d.store : null,
              done: true,
              parent_uid: null,
              modified_at: modifiedAt,
            };
          }),
        )
        .execute();
      const lines = chunk.flatMap((d, j) =>
        d.lines.map((l, position) => ({
          document_id: i + j + 1,
          uid: l.uid,
          position,
          entity_id: defined(entitySeq.get(l.entity), "an entity's id"),
          kind: null,
          qty: qtyToDb(l.qty),
          price: priceToDb(l.price),
          sum: moneyToDb(l.sum),
          sent_sum: moneyToDb(l.sum),
          memo: '',
        })),
      );
      for (let k = 0; k < lines.length; k += 3000)
        await trx
          .insertInto('document_lines')
          .values(lines.slice(k, k + 3000))
          .execute();
    });
  }
  // Settlement moves exactly as posting writes them (server/ledger/settlements/moves.ts).
  await companyDb.write(async (trx) => {
    await sql`insert into settlement_moves (document_id, date, account, agent_id, debit, credit)
      select d.id, d.date, case when d.type = 'waybillIn' then '631' else '361' end, a.id,
        case when d.type = 'waybillOut' then d.total else 0 end, case when d.type = 'waybillOut' then 0 else d.total end
      from documents d join agents a on a.uid = d.agent_uid where d.done`.execute(trx);
  });

  // Stock moves: the ledger's re-computation, a few hundred positions per transaction.
  const positions: Position[] = [];
  for (const s of stores) {
    const used = new Set<string>();
    for (const d of docs) if (d.store === s) for (const l of d.lines) used.add(l.entity);
    for (const entity of used) positions.push({ store: s, entity });
  }
  for (let i = 0; i < positions.length; i += 500)
    await companyDb.write((trx) => replayPositions(trx, companyDb.context, { initial: positions.slice(i, i + 500) }));
  await sql`analyze`.execute(companyDb.db);

  const stocked = await companyDb.db
    .selectFrom('stock_balances as b')
    .innerJoin('entities as e', 'e.id', 'b.entity_id')
    .select('e.uid as entity_uid')
    .where('b.store_id', '=', 1)
    .groupBy('e.uid')
    .orderBy(sql`sum(b.qty)`, 'desc')
    .limit(300)
    .execute();
  const counted = await companyDb.db
    .selectFrom('stock_moves')
    .select(sql<string>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return {
    stores,
    entities,
    agents,
    stocked: stocked.map((r) => r.entity_uid),
    documents: docs.length,
    stockMoves: Number(counted.n),
    firstDate: day(start, 0),
    lastDate: day(start, days - 1),
  };
}
