import type { WarehouseBalance, WarehouseBalanceQuery } from '../../shared/api/index.js';
import type { CompanyContext } from '../ledger/context.js';
import type { Db } from '../ledger/types.js';
import type { BalanceWriter, Mirror } from '../ledger/reports/balance-now.js';
import type { Entry, Names } from '../ledger/reports/balance-rows.js';
import { warehouseBalanceOf, type Writer } from '../ledger/reports/reports.js';
import { nameBytesOf, rowsBytes, type NameBytes } from './balance-bytes.js';
import { patchInPieces } from './balance-rendered.js';
import { RenderedMirror } from './rendered-mirror.js';

/**
 * Writes one company's warehouse balances as JSON bytes, keeping what it rendered between replies:
 * the names' bytes, and each kept mirror's rows (docs/performance.md, "The stock balance"). Made
 * once where the report's route is registered; `close` ends its watches of the mirrors.
 */
export class BalanceReplies implements BalanceWriter<Buffer[]> {
  private names: { of: Names; bytes: NameBytes } | null = null;
  private readonly rendered = new Map<Mirror, RenderedMirror>();

  constructor(private readonly context: CompanyContext) {}

  /** The bytes of the names' parts of a row, made again only for new names. */
  private bytesOf(names: Names): NameBytes {
    if (this.names?.of !== names) this.names = { of: names, bytes: nameBytesOf(names) };
    return this.names.bytes;
  }

  /** The mirror's rendered rows; those of mirrors the company no longer keeps are let go. */
  private renderedOf(mirror: Mirror): RenderedMirror {
    const inUse = new Set(this.context.mirrors.values());
    for (const [other, rendered] of this.rendered)
      if (other !== mirror && !inUse.has(other)) {
        rendered.close();
        this.rendered.delete(other);
      }
    let rendered = this.rendered.get(mirror);
    if (!rendered) this.rendered.set(mirror, (rendered = new RenderedMirror(mirror, this.context.tuning.pieces)));
    return rendered;
  }

  positions(names: Names, entries: Iterable<Entry>, store?: number): Buffer[] {
    return [rowsBytes(this.bytesOf(names), entries, store)];
  }

  async whole(mirror: Mirror, names: Names, store?: number): Promise<Buffer[]> {
    const rendered = this.renderedOf(mirror);
    const bytes = this.bytesOf(names);
    return [store === undefined ? (await rendered.rows(bytes)).bytes : await rendered.storeRows(bytes, store)];
  }

  async patched(mirror: Mirror, names: Names, changes: Map<number, Entry>): Promise<Buffer[]> {
    const bytes = this.bytesOf(names);
    const base = await this.renderedOf(mirror).rows(bytes);
    return (await patchInPieces(base, changes, { index: false, pieceTuning: this.context.tuning.pieces })).parts;
  }

  /**
   * The warehouse balance's `data` as UTF-8 JSON, in parts (a whole company's rows are 20 MB, sent
   * part by part without one more copy). See `warehouseBalanceOf` for what it holds.
   */
  async balanceBytes(
    db: Db,
    query: WarehouseBalanceQuery,
    { today, write }: { today?: string | undefined; write?: Writer | undefined } = {},
  ): Promise<Buffer[]> {
    const balance = await warehouseBalanceOf(db, this.context, { writer: this, query, today, write });
    const head = Buffer.from(`{"date":${JSON.stringify(balance.date)},"rows":`);
    return balance.exact ? [head, Buffer.from(`${JSON.stringify(balance.rows)}}`)] : [head, ...balance.rows, Buffer.from('}')];
  }

  /** Ends the watches of the mirrors whose rows it kept. */
  close(): void {
    for (const rendered of this.rendered.values()) rendered.close();
    this.rendered.clear();
  }
}

export interface WarehouseBalanceOptions {
  query: WarehouseBalanceQuery;
  today?: string | undefined;
}

/** Stock balances at the end of a date, as objects (the JSON of a balance reply, parsed), rendered afresh. */
export async function warehouseBalance(
  db: Db,
  context: CompanyContext,
  { query, today }: WarehouseBalanceOptions,
): Promise<WarehouseBalance> {
  const replies = new BalanceReplies(context);
  try {
    return JSON.parse(Buffer.concat(await replies.balanceBytes(db, query, { today })).toString('utf8')) as WarehouseBalance;
  } finally {
    replies.close();
  }
}
