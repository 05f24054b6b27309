import { StatementError } from './statement-error.js';

/** One block of a `1CClientBankExchange` file (or its header): its keys as read, the line of each, and the line it starts on. */
export interface ExchangeBlock {
  start: number;
  keys: Map<string, string>;
  lineOf: Map<string, number>;
}

const DOCUMENT = /^СекцияДокумент=(.*)$/;
const ENDS = { document: 'КонецДокумента', account: 'КонецРасчСчет' } as const;

const blockAt = (start: number, keys: [string, string][] = []): ExchangeBlock => ({ start, keys: new Map(keys), lineOf: new Map() });

/**
 * The header, the `СекцияРасчСчет` blocks and the `СекцияДокумент` blocks of a `1CClientBankExchange`
 * text. A file cut off is refused (docs/service-behaviour.md, "Bank statements"): a block that does
 * not reach its end marker names the line it starts on, a file without `КонецФайла` its last line.
 * Lines after `КонецФайла` are not read.
 */
export function readExchangeSections(text: string): { header: ExchangeBlock; accounts: ExchangeBlock[]; documents: ExchangeBlock[] } {
  const header = blockAt(1);
  const accounts: ExchangeBlock[] = [];
  const documents: ExchangeBlock[] = [];
  let open: { kind: keyof typeof ENDS; block: ExchangeBlock } | null = null;
  const unfinished = (kind: keyof typeof ENDS, block: ExchangeBlock) =>
    new StatementError({ code: kind === 'document' ? 'noDocumentEnd' : 'noAccountEnd', line: block.start });
  let last = 0;
  for (const [index, raw] of text.split(/\r\n|\n|\r/).entries()) {
    const line = raw.trim();
    if (!line) continue;
    last = index + 1;
    const document = DOCUMENT.exec(line);
    if (document || line === 'СекцияРасчСчет' || line === 'КонецФайла') {
      if (open) throw unfinished(open.kind, open.block);
      if (line === 'КонецФайла') return { header, accounts, documents };
      const block = blockAt(last, document ? [['ВидДокумента', document[1] ?? '']] : []);
      open = { kind: document ? 'document' : 'account', block };
      (document ? documents : accounts).push(block);
      continue;
    }
    if (line === ENDS.document || line === ENDS.account) {
      // The other block's end marker: this block never reached its own.
      if (open && line !== ENDS[open.kind]) throw unfinished(open.kind, open.block);
      open = null;
      continue;
    }
    const eq = line.indexOf('=');
    if (eq <= 0) continue;
    const target = open?.block ?? header;
    const key = line.slice(0, eq).trim();
    target.keys.set(key, line.slice(eq + 1).trim());
    target.lineOf.set(key, last);
  }
  if (open) throw unfinished(open.kind, open.block);
  throw new StatementError({ code: 'noFileEnd', line: last });
}
