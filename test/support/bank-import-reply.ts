import type { BankImportBody, BankImportResult } from '../../shared/api/bank.js';

/** What a mocked service answers an import with: every line sent made a posted customer's payment of ТОВ «Клієнт». */
export function everyLineImported(body: BankImportBody, lockDate: string | null): BankImportResult {
  return {
    created: body.lines.map((line, i) => ({
      line: i,
      payment: { uid: `p-${i}`, type: 'payFromCustomer', no: `00${i + 1}`, date: line.date, sum: Number(line.amount), done: true },
      agent: { uid: 'a-1', name: 'ТОВ «Клієнт»' },
      invoice: null,
      fromDraft: false,
    })),
    known: [],
    closed: [],
    unsupported: [],
    lockDate,
    agentsCreated: [],
  };
}
