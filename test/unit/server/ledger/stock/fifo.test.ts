import { describe, expect, it } from 'vitest';
import { Decimal } from '../../../../../shared/api/index.js';
import { runFifo, type Batch, type Start, type StockEvent } from '../../../../../server/ledger/stock/fifo.js';
import { manufactureCost, type ManufactureLine } from '../../../../../server/ledger/stock/receipt-pieces.js';
import { bought, issued, made, moved, moveText, piece, returned, shortageText } from './fifo-support.js';

/**
 * The FIFO of one position without a database (docs/service-behaviour.md, "Stock and cost", "Stock
 * and posting", "Manufacture"): events in, moves and the first shortage out. A move reads
 * `document:line qty cost supplier`; a shortage `document date missing`.
 */

const d1 = '2024-01-01';
const d2 = '2024-01-02';
const d3 = '2024-01-03';
const d4 = '2024-01-04';
const d5 = '2024-01-05';
const d6 = '2024-01-06';

/** A manufacture M1 of 2 of material (line 1) and a service of 40.00 (line 2) whose materials consumed 60.00. */
const line = (position: number, kind: string, qty: string, sentSum = '0', service = false): ManufactureLine => ({
  uid: `M1/${position}`,
  position,
  kind,
  qty: new Decimal(qty),
  sentSum: new Decimal(sentSum),
  service,
});
const materials = [line(1, 'material', '2'), line(2, 'material', '1', '40', true)];
const consumed = [
  { line: 1, amount: new Decimal('25') },
  { line: 1, amount: new Decimal('35') },
];
const oneProduct = manufactureCost([...materials, line(3, 'product', '1')], consumed);
const bySums = manufactureCost([...materials, line(3, 'product', '1', '30'), line(4, 'product', '1', '10')], consumed);
const byQuantities = manufactureCost([...materials, line(3, 'product', '1', '0'), line(4, 'product', '3', '10')], consumed);

interface Case {
  name: string;
  start?: Start;
  events: StockEvent[];
  moves: string[];
  shortage?: string;
}

const cases: Case[] = [
  {
    name: 'a receipt is one batch at its line sum, from its supplier',
    events: [bought({ doc: 'R1', date: d1, qty: '10', lineSum: '100', agent: 's1' })],
    moves: ['R1:1 10 100.00 s1'],
  },
  {
    name: 'a receipt with VAT in its price costs its net amount',
    events: [bought({ doc: 'R1', date: d1, qty: '10', lineSum: '120', vatCode: '20', vatInPrice: true, agent: 's1' })],
    moves: ['R1:1 10 100.00 s1'],
  },
  {
    name: 'VAT on top of a price is no part of the cost',
    events: [bought({ doc: 'R1', date: d1, qty: '10', lineSum: '100', vatCode: '20', agent: 's1' })],
    moves: ['R1:1 10 100.00 s1'],
  },
  {
    name: "a non-payer's receipt costs what its posting fixed, VAT included, and an issue takes its share of that",
    events: [
      bought({ doc: 'R1', date: d1, qty: '10', lineSum: '100', vatCode: '20', costWithVat: '120', agent: 's1' }),
      issued({ doc: 'S1', date: d2, qty: '3' }),
    ],
    moves: ['R1:1 10 120.00 s1', 'S1:1 -3 -36.00 s1'],
  },
  {
    name: 'an issue takes part of a batch at its share of the cost',
    events: [bought({ doc: 'R1', date: d1, qty: '10', lineSum: '100', agent: 's1' }), issued({ doc: 'S1', date: d2, qty: '3' })],
    moves: ['R1:1 10 100.00 s1', 'S1:1 -3 -30.00 s1'],
  },
  {
    name: 'a share of a batch rounds to the kopeck',
    events: [bought({ doc: 'R1', date: d1, qty: '3', lineSum: '100', agent: 's1' }), issued({ doc: 'S1', date: d2, qty: '1' })],
    moves: ['R1:1 3 100.00 s1', 'S1:1 -1 -33.33 s1'],
  },
  {
    name: 'the last unit of a batch takes what is left of its cost, so the issues add up to it',
    events: [
      bought({ doc: 'R1', date: d1, qty: '3', lineSum: '100', agent: 's1' }),
      issued({ doc: 'S1', date: d2, qty: '1' }),
      issued({ doc: 'S2', date: d3, qty: '1' }),
      issued({ doc: 'S3', date: d4, qty: '1' }),
    ],
    moves: ['R1:1 3 100.00 s1', 'S1:1 -1 -33.33 s1', 'S2:1 -1 -33.34 s1', 'S3:1 -1 -33.33 s1'],
  },
  {
    name: 'a fractional quantity takes its share too',
    events: [bought({ doc: 'R1', date: d1, qty: '1.5', lineSum: '10', agent: 's1' }), issued({ doc: 'S1', date: d2, qty: '0.5' })],
    moves: ['R1:1 1.5 10.00 s1', 'S1:1 -0.5 -3.33 s1'],
  },
  {
    name: 'an issue of a whole batch takes its whole cost',
    events: [bought({ doc: 'R1', date: d1, qty: '3', lineSum: '100', agent: 's1' }), issued({ doc: 'S1', date: d2, qty: '3' })],
    moves: ['R1:1 3 100.00 s1', 'S1:1 -3 -100.00 s1'],
  },
  {
    name: 'one issue takes several batches, oldest first, each with its supplier',
    events: [
      bought({ doc: 'R1', date: d1, qty: '2', lineSum: '20', agent: 's1' }),
      bought({ doc: 'R2', date: d2, qty: '3', lineSum: '60', agent: 's2' }),
      issued({ doc: 'S1', date: d3, qty: '4' }),
    ],
    moves: ['R1:1 2 20.00 s1', 'R2:1 3 60.00 s2', 'S1:1 -2 -20.00 s1', 'S1:1 -2 -40.00 s2'],
  },
  {
    name: 'what one issue leaves of a batch, the next takes at what is left of its cost',
    events: [
      bought({ doc: 'R1', date: d1, qty: '3', lineSum: '10', agent: 's1' }),
      bought({ doc: 'R2', date: d1, qty: '1', lineSum: '5', agent: 's2' }),
      issued({ doc: 'S1', date: d2, qty: '1' }),
      issued({ doc: 'S2', date: d3, qty: '3' }),
    ],
    moves: ['R1:1 3 10.00 s1', 'R2:1 1 5.00 s2', 'S1:1 -1 -3.33 s1', 'S2:1 -2 -6.67 s1', 'S2:1 -1 -5.00 s2'],
  },
  {
    name: 'a shortage names the first document short and what it misses; its moves take what there was',
    events: [bought({ doc: 'R1', date: d1, qty: '2', lineSum: '20', agent: 's1' }), issued({ doc: 'S1', date: d2, qty: '5' })],
    moves: ['R1:1 2 20.00 s1', 'S1:1 -2 -20.00 s1'],
    shortage: `S1 ${d2} 3`,
  },
  {
    name: 'an issue of goods never received misses all of it',
    events: [issued({ doc: 'S1', date: d1, qty: '4' })],
    moves: [],
    shortage: `S1 ${d1} 4`,
  },
  {
    name: 'only the first shortage is told',
    events: [issued({ doc: 'S1', date: d1, qty: '1' }), issued({ doc: 'S2', date: d2, qty: '2' })],
    moves: [],
    shortage: `S1 ${d1} 1`,
  },
  {
    name: 'a receipt of a later date does not cover an earlier issue',
    events: [issued({ doc: 'S1', date: d1, qty: '2' }), bought({ doc: 'R1', date: d2, qty: '2', lineSum: '20', agent: 's1' })],
    moves: ['R1:1 2 20.00 s1'],
    shortage: `S1 ${d1} 2`,
  },
  {
    name: 'within a day receipts come before issues, whatever their numbers',
    events: [issued({ doc: 'S1', date: d1, qty: '2' }), bought({ doc: 'R9', date: d1, qty: '2', lineSum: '20', agent: 's1' })],
    moves: ['R9:1 2 20.00 s1', 'S1:1 -2 -20.00 s1'],
  },
  {
    name: 'receipts of a day go by number as numbers: 9 before 10',
    events: [
      bought({ doc: 'R10', date: d1, qty: '1', lineSum: '10', agent: 's1' }),
      bought({ doc: 'R9', date: d1, qty: '1', lineSum: '20', agent: 's2' }),
      issued({ doc: 'S1', date: d2, qty: '1' }),
    ],
    moves: ['R9:1 1 20.00 s2', 'R10:1 1 10.00 s1', 'S1:1 -1 -20.00 s2'],
  },
  {
    name: 'issues of a day go by number as numbers: 9 before 10',
    events: [
      bought({ doc: 'R1', date: d1, qty: '1', lineSum: '10', agent: 's1' }),
      bought({ doc: 'R2', date: d1, qty: '1', lineSum: '20', agent: 's2' }),
      issued({ doc: 'S10', date: d2, qty: '1' }),
      issued({ doc: 'S9', date: d2, qty: '1' }),
    ],
    moves: ['R1:1 1 10.00 s1', 'R2:1 1 20.00 s2', 'S9:1 -1 -10.00 s1', 'S10:1 -1 -20.00 s2'],
  },
  {
    name: 'documents of one day and number go by uid',
    events: [
      bought({ doc: 'Rb', no: '5', date: d1, qty: '1', lineSum: '20', agent: 's2' }),
      bought({ doc: 'Ra', no: '5', date: d1, qty: '1', lineSum: '10', agent: 's1' }),
      issued({ doc: 'S1', date: d2, qty: '1' }),
    ],
    moves: ['Ra:1 1 10.00 s1', 'Rb:1 1 20.00 s2', 'S1:1 -1 -10.00 s1'],
  },
  {
    name: "one document's lines go by their position",
    events: [
      bought({ doc: 'R1', date: d1, qty: '1', lineSum: '10', agent: 's1' }),
      bought({ doc: 'R2', date: d1, qty: '1', lineSum: '20', agent: 's2' }),
      issued({ doc: 'S1', date: d2, qty: '1', line: 2 }),
      issued({ doc: 'S1', date: d2, qty: '1', line: 1 }),
    ],
    moves: ['R1:1 1 10.00 s1', 'R2:1 1 20.00 s2', 'S1:1 -1 -10.00 s1', 'S1:2 -1 -20.00 s2'],
  },
  {
    name: 'events go by date, whatever order they come in',
    events: [issued({ doc: 'S1', date: d3, qty: '1' }), bought({ doc: 'R1', date: d1, qty: '1', lineSum: '10', agent: 's1' })],
    moves: ['R1:1 1 10.00 s1', 'S1:1 -1 -10.00 s1'],
  },
  {
    name: 'an issue takes the batch that is oldest when no earlier one is posted',
    events: [bought({ doc: 'R2', date: d5, qty: '2', lineSum: '40', agent: 's2' }), issued({ doc: 'S1', date: d6, qty: '2' })],
    moves: ['R2:1 2 40.00 s2', 'S1:1 -2 -40.00 s2'],
  },
  {
    name: 'a back-dated receipt re-costs the later issues',
    events: [
      bought({ doc: 'R2', date: d5, qty: '2', lineSum: '40', agent: 's2' }),
      issued({ doc: 'S1', date: d6, qty: '2' }),
      bought({ doc: 'R1', date: d2, qty: '2', lineSum: '10', agent: 's1' }),
    ],
    moves: ['R1:1 2 10.00 s1', 'R2:1 2 40.00 s2', 'S1:1 -2 -10.00 s1'],
  },
  {
    name: 'a back-dated receipt ends a shortage',
    events: [issued({ doc: 'S1', date: d3, qty: '2' }), bought({ doc: 'R1', date: d1, qty: '2', lineSum: '20', agent: 's1' })],
    moves: ['R1:1 2 20.00 s1', 'S1:1 -2 -20.00 s1'],
  },
  {
    name: "a move's receipt keeps the cost and supplier of each batch its issue took",
    events: [moved({ doc: 'V1', date: d1, qty: '5' }, [piece('3', '30', 's1'), piece('2', '40', 's2')])],
    moves: ['V1:1 3 30.00 s1', 'V1:1 2 40.00 s2'],
  },
  {
    name: 'goods moved in are issued at the cost they moved with',
    events: [moved({ doc: 'V1', date: d1, qty: '5' }, [piece('5', '50', 's1')]), issued({ doc: 'S1', date: d2, qty: '2' })],
    moves: ['V1:1 5 50.00 s1', 'S1:1 -2 -20.00 s1'],
  },
  {
    name: 'a move whose issue took nothing brings nothing',
    events: [moved({ doc: 'V1', date: d1, qty: '5' }, []), issued({ doc: 'S1', date: d2, qty: '1' })],
    moves: [],
    shortage: `S1 ${d2} 1`,
  },
  {
    name: 'a return linked to an earlier note comes back at its share of what the note took',
    events: [returned({ doc: 'T1', date: d5, qty: '4', parent: 'N1' }, { date: d2, consumed: [piece('10', '100', 's1')] })],
    moves: ['T1:1 4 40.00 s1'],
  },
  {
    name: 'a return of all its note took comes back at the whole cost, unrounded',
    events: [returned({ doc: 'T1', date: d5, qty: '3', parent: 'N1' }, { date: d2, consumed: [piece('3', '100', 's1')] })],
    moves: ['T1:1 3 100.00 s1'],
  },
  {
    name: 'a return of a note that took several batches names the supplier of the largest',
    events: [
      returned(
        { doc: 'T1', date: d5, qty: '6', parent: 'N1' },
        { date: d2, consumed: [piece('2', '20', 's1'), piece('5', '60', 's2'), piece('5', '70', 's3')] },
      ),
    ],
    moves: ['T1:1 6 75.00 s2'],
  },
  {
    name: "an unlinked return without a unit cost (posted before it had one) comes back at its line's net amount, from no supplier",
    events: [returned({ doc: 'T1', date: d5, qty: '4', lineSum: '48', vatCode: '20', vatInPrice: true }, null)],
    moves: ['T1:1 4 40.00 -'],
  },
  {
    name: "a return linked to a later note comes back at its line's net amount",
    events: [returned({ doc: 'T1', date: d5, qty: '4', lineSum: '30', parent: 'N1' }, { date: d6, consumed: [piece('4', '100', 's1')] })],
    moves: ['T1:1 4 30.00 -'],
  },
  {
    name: 'a return linked to a note of its own day comes back at its share of what the note took',
    events: [returned({ doc: 'T1', date: d5, qty: '4', lineSum: '30', parent: 'N1' }, { date: d5, consumed: [piece('4', '100', 's1')] })],
    moves: ['T1:1 4 100.00 s1'],
  },
  {
    name: "a return of its note's own day joins the queue after the note, so the note never takes the goods returned",
    events: [
      bought({ doc: 'R1', date: d1, qty: '8', lineSum: '80', agent: 's1' }),
      issued({ doc: 'N1', date: d5, qty: '10' }),
      returned({ doc: 'T1', date: d5, qty: '4', parent: 'N1' }, { date: d5, consumed: [piece('8', '80', 's1')] }),
      issued({ doc: 'N2', date: d5, qty: '3' }),
    ],
    // Received first in the day's order, the return would have covered the note's 2 missing; the next note takes it.
    moves: ['R1:1 8 80.00 s1', 'N1:1 -8 -80.00 s1', 'T1:1 4 40.00 s1', 'N2:1 -3 -30.00 s1'],
    shortage: `N1 ${d5} 2`,
  },
  {
    name: 'a return of a note of an earlier day is a receipt of its own day like any other',
    events: [
      issued({ doc: 'N2', date: d5, qty: '1' }),
      returned({ doc: 'T1', date: d5, qty: '1', parent: 'N1' }, { date: d2, consumed: [piece('1', '10', 's1')] }),
    ],
    moves: ['T1:1 1 10.00 s1', 'N2:1 -1 -10.00 s1'],
  },
  {
    name: 'an unlinked return comes back at qty × the unit cost on its line, from no supplier',
    events: [returned({ doc: 'T1', date: d5, qty: '3', lineSum: '48', vatCode: '20', vatInPrice: true }, null, '3.3333')],
    moves: ['T1:1 3 10.00 -'],
  },
  {
    name: 'a return linked to a later note comes back at the unit cost on its line when it has one',
    events: [
      returned({ doc: 'T1', date: d5, qty: '4', lineSum: '30', parent: 'N1' }, { date: d6, consumed: [piece('4', '100', 's1')] }, '5'),
    ],
    moves: ['T1:1 4 20.00 -'],
  },
  {
    name: "a return linked to a note that took none of its goods comes back at its line's net amount",
    events: [returned({ doc: 'T1', date: d5, qty: '4', lineSum: '30', parent: 'N1' }, { date: d2, consumed: [] })],
    moves: ['T1:1 4 30.00 -'],
  },
  {
    name: "a manufacture's product costs its materials plus its services",
    events: [made({ doc: 'M1', date: d1, qty: '1', line: 3 }, oneProduct)],
    moves: ['M1:3 1 100.00 -'],
  },
  {
    name: 'products share the cost by their sums when all have one',
    events: [made({ doc: 'M1', date: d1, qty: '1', line: 3 }, bySums), made({ doc: 'M1', date: d1, qty: '1', line: 4 }, bySums)],
    moves: ['M1:3 1 75.00 -', 'M1:4 1 25.00 -'],
  },
  {
    name: 'products share the cost by their quantities when a sum is missing',
    events: [
      made({ doc: 'M1', date: d1, qty: '1', line: 3 }, byQuantities),
      made({ doc: 'M1', date: d1, qty: '3', line: 4 }, byQuantities),
    ],
    moves: ['M1:3 1 25.00 -', 'M1:4 3 75.00 -'],
  },
  {
    name: 'a product received where its own material leaves comes after that issue, so it never feeds itself',
    events: [
      made({ doc: 'M1', date: d1, qty: '2', line: 2 }, manufactureCost([line(1, 'material', '2'), line(2, 'product', '2')], [])),
      issued({ doc: 'M1', date: d1, qty: '2', type: 'manufacture' }),
    ],
    moves: ['M1:2 2 0.00 -'],
    shortage: `M1 ${d1} 2`,
  },
  {
    name: 'a restart from a date begins with the batches held before it and skips the earlier events',
    start: { from: d5, batches: [piece('2', '20', 's1')] },
    events: [bought({ doc: 'R1', date: d1, qty: '2', lineSum: '20', agent: 's1' }), issued({ doc: 'S1', date: d6, qty: '1' })],
    moves: ['S1:1 -1 -10.00 s1'],
  },
  {
    name: 'a restart does not look at the issues before its date',
    start: { from: d5, batches: [] },
    events: [
      issued({ doc: 'S0', date: d2, qty: '5' }),
      bought({ doc: 'R2', date: d5, qty: '1', lineSum: '10', agent: 's2' }),
      issued({ doc: 'S1', date: d6, qty: '1' }),
    ],
    moves: ['R2:1 1 10.00 s2', 'S1:1 -1 -10.00 s2'],
  },
  {
    name: 'batches held at a restart are older than the receipts of its day',
    start: { from: d5, batches: [piece('1', '7', 's1')] },
    events: [bought({ doc: 'R2', date: d5, qty: '1', lineSum: '10', agent: 's2' }), issued({ doc: 'S1', date: d5, qty: '1' })],
    moves: ['R2:1 1 10.00 s2', 'S1:1 -1 -7.00 s1'],
  },
  {
    name: 'a restart short of its held batches misses what is not held',
    start: { from: d5, batches: [piece('1', '7', 's1')] },
    events: [issued({ doc: 'S1', date: d6, qty: '3' })],
    moves: ['S1:1 -1 -7.00 s1'],
    shortage: `S1 ${d6} 2`,
  },
  {
    name: 'a receipt of nothing at no cost makes no batch',
    events: [bought({ doc: 'R1', date: d1, qty: '0', lineSum: '0', agent: 's1' })],
    moves: [],
  },
  {
    name: 'an issue of nothing takes nothing and misses nothing',
    events: [bought({ doc: 'R1', date: d1, qty: '1', lineSum: '10', agent: 's1' }), issued({ doc: 'S1', date: d2, qty: '0' })],
    moves: ['R1:1 1 10.00 s1'],
  },
];

describe('the FIFO of one position', () => {
  it.each(cases)('$name', ({ start, events, moves, shortage }) => {
    const result = runFifo(events, start ?? { from: null, batches: [] });
    expect(result.moves.map(moveText)).toEqual(moves);
    expect(shortageText(result.shortage)).toEqual(shortage ?? null);
  });

  it('leaves the held batches and the events it is given as they were', () => {
    const batches: Batch[] = [piece('2', '20', 's1')];
    const events = [issued({ doc: 'S1', date: d6, qty: '2' }), bought({ doc: 'R1', date: d6, qty: '1', lineSum: '5', agent: 's2' })];
    const order = events.map((e) => e.documentUid);
    runFifo(events, { from: d5, batches });
    expect(batches.map((b) => `${b.qty.toFixed()} ${b.amount.toFixed(2)}`)).toEqual(['2 20.00']);
    expect(events.map((e) => e.documentUid)).toEqual(order);
  });

  it('refuses a receipt it reaches without knowing where its cost comes from', () => {
    const { source: _, ...receipt } = bought({ doc: 'R1', date: d1, qty: '1', lineSum: '10' });
    expect(() => runFifo([receipt], { from: null, batches: [] })).toThrow(/no cost source/);
  });
});
