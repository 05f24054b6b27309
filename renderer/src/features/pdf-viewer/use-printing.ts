import { useQuery } from '@tanstack/react-query';
import { desktop } from '../../lib/bridge.js';
import type { PrintTarget } from './save-pdf.js';
import { queryKeys } from '../../lib/query-keys.js';

/** The printers of this computer, the default one marked; fails with UNSUPPORTED in the browser host. */
export function usePrinters() {
  return useQuery({ queryKey: queryKeys.printers, queryFn: () => desktop['print.printers']({}), retry: false, staleTime: 60_000 });
}

/** Prints the forms of `targets` in one job; an empty printer name means the system's default. */
export async function printForms(targets: PrintTarget[], copies: number, printer: string): Promise<{ printed: number }> {
  const documents = targets.map(({ uid, form }) => ({ uid, ...(form ? { form } : {}) }));
  return desktop['print.pdf']({ documents, copies, ...(printer ? { printer } : {}) });
}
