import { skipToken, useQuery } from '@tanstack/react-query';
import { desktop } from '../../lib/bridge.js';
import { queryKeys } from '../../lib/query-keys.js';

/** The invoice a shipment is (or will be) linked to, as stored now: its total and what is already shipped against it. */
export function useParentInvoice(parentUid: string | null) {
  return useQuery({
    queryKey: queryKeys.documents.asParentInvoice(parentUid),
    queryFn: parentUid
      ? async () => {
          const invoice = (await desktop['documents.load']({ uid: parentUid })).data;
          return { no: invoice.no, date: invoice.date, total: invoice.total ?? invoice.sum, shipped: invoice.shipped ?? 0 };
        }
      : skipToken,
  });
}
