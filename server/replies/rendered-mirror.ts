import type { PieceTuning } from '../ledger/context.js';
import type { Mirror } from '../ledger/reports/balance-now.js';
import { rowsBytes, type NameBytes } from './balance-bytes.js';
import { patchInPieces, renderInPieces, type Rendered } from './balance-rendered.js';

/**
 * A balance mirror's rows as JSON bytes, kept between replies: the positions a look of the mirror
 * changed are patched into them (server/replies/balance-rendered.ts), and everything is rendered
 * again, in pieces, only when the names change.
 */
export class RenderedMirror {
  private rendered: Rendered | null = null;
  /** One store's rendered rows, kept until its positions or the names change. */
  private readonly storeRendered = new Map<number, { names: NameBytes; version: number; bytes: Buffer }>();
  /** The last request for the rendered rows: the next one waits for it (`rows`). */
  private rowsTurn: Promise<unknown> = Promise.resolve();
  /** The positions changed since the rows were rendered: their names may be newer than the rendered ones. */
  private readonly changes: ReturnType<Mirror['watch']>;

  constructor(
    readonly mirror: Mirror,
    private readonly tuning: PieceTuning,
  ) {
    this.changes = mirror.watch();
  }

  /**
   * The rendered rows for these names: the changed positions patched in, or everything again when
   * the names changed. Positions that change during a render stay with the watch and are patched in after it.
   */
  async rows(names: NameBytes): Promise<Rendered> {
    // One request at a time: a patch gives way between its pieces, and the positions it took from the
    // watch are in no rendered rows until it ends, so the next request waits for them.
    const turn = this.rowsTurn.catch(() => undefined).then(() => this.rowsNow(names));
    this.rowsTurn = turn;
    return turn;
  }

  private async rowsNow(names: NameBytes): Promise<Rendered> {
    await this.mirror.settled();
    let rendered = this.rendered;
    if (rendered?.names !== names) {
      this.changes.take();
      rendered = await renderInPieces(names, this.mirror.stores(), this.tuning);
      this.rendered = rendered;
    }
    const changed = this.changes.take();
    if (changed.size > 0) {
      const { rendered: patched } = await patchInPieces(rendered, changed, { index: true, pieceTuning: this.tuning });
      if (!patched) throw new Error('a patch asked for its index came without it');
      rendered = patched;
      this.rendered = rendered;
    }
    return rendered;
  }

  /** One store's rendered rows for these names, rendered again only when its positions or the names changed. */
  async storeRows(names: NameBytes, store: number): Promise<Buffer> {
    await this.mirror.settled();
    const version = this.mirror.storeVersion(store);
    const cached = this.storeRendered.get(store);
    if (cached?.names === names && cached.version === version) return cached.bytes;
    const bytes = rowsBytes(names, new Map(this.mirror.entriesOf(store)).values(), store);
    this.storeRendered.set(store, { names, version, bytes });
    return bytes;
  }

  /** Stops following the mirror's changes (the mirror is no longer kept, or the writer is done). */
  close(): void {
    this.changes.close();
  }
}
