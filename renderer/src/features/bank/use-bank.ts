import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BankImportBody, StatementTotals } from '../../../../shared/api/bank.js';
import type { BankLine } from '../../../../shared/bank/statement.js';
import { desktop } from '../../lib/bridge.js';
import { queryKeys } from '../../lib/query-keys.js';

/**
 * The service's preview of a statement's lines: new or known, their kind, the counterparty and
 * invoice proposed, the bank's totals given back beside the lines' sums, and the books' balance before
 * the statement's first day (`from`, its period's start).
 */
export function useBankPreview() {
  return useMutation({
    mutationFn: async ({ lines, totals, from }: { lines: BankLine[]; totals: StatementTotals; from: string | null }) =>
      (await desktop['bank.preview']({ lines, totals, ...(from ? { from } : {}) })).data,
  });
}

/** The open invoices of counterparties chosen by hand, which the preview did not list. */
export function useOpenInvoicesOf(agents: string[]) {
  return useQuery({
    queryKey: queryKeys.bank.openInvoices(agents),
    queryFn: agents.length > 0 ? async () => (await desktop['bank.preview']({ lines: [], agents })).data.openInvoices : skipToken,
    staleTime: 60_000,
  });
}

type ImportRequest = { post: boolean; lines: (Omit<BankImportBody['lines'][number], 'amount'> & { amount: string })[] };

/** Imports the confirmed lines in one batch; the lists that show payments, documents and agents are read anew. */
export function useBankImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (request: ImportRequest) => (await desktop['bank.import'](request)).data,
    onSuccess: () => client.invalidateQueries(),
  });
}
