import { skipToken, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { isShipmentType } from '../../../../shared/api/document-traits.js';
import { Decimal } from '../../../../shared/api/money.js';
import type { InvoiceRest } from '../../../../shared/api/vat.js';
import { desktop } from '../../lib/bridge.js';
import { queryKeys } from '../../lib/query-keys.js';
import { asVatCode } from './draft-document.js';
import { documentChildren } from './use-related.js';

/** What the editor knows of a shipment's invoice; `rest` is its VAT with its other posted parts. */
export interface ParentInvoice {
  no: string;
  date: string;
  total: number;
  shipped: number;
  rest: InvoiceRest;
}

/** The invoice as loaded, each part with its uid, so the editor can leave its own document out. */
type StoredInvoice = Omit<ParentInvoice, 'rest'> & {
  rest: Omit<InvoiceRest, 'parts'> & { parts: (InvoiceRest['parts'][number] & { uid: string })[] };
};

/**
 * The invoice a shipment is (or will be) linked to, as stored now: its total, what is already
 * shipped against it, and its VAT with its posted parts other than `ownUid`, from which the part
 * that completes it takes the rest of the VAT, as the service does.
 */
export function useParentInvoice(parentUid: string | null, ownUid: string | null) {
  const select = useCallback(
    (invoice: StoredInvoice): ParentInvoice => ({
      ...invoice,
      rest: { ...invoice.rest, parts: invoice.rest.parts.filter((part) => part.uid !== ownUid) },
    }),
    [ownUid],
  );
  return useQuery({
    queryKey: queryKeys.documents.asParentInvoice(parentUid),
    queryFn: parentUid
      ? async (): Promise<StoredInvoice> => {
          const invoice = (await desktop['documents.load']({ uid: parentUid })).data;
          const children = invoice.agent ? await documentChildren(parentUid, invoice.agent.uid, invoice.date) : [];
          const parts = children
            .filter((doc) => doc.done && isShipmentType(doc.type))
            .map((doc) => ({ uid: doc.uid, sum: new Decimal(doc.sum), vatSum: new Decimal(doc.vatSum ?? 0) }));
          return {
            no: invoice.no,
            date: invoice.date,
            total: invoice.total ?? invoice.sum,
            shipped: invoice.shipped ?? 0,
            rest: {
              sum: new Decimal(invoice.sum),
              vatSum: new Decimal(invoice.vatSum ?? 0),
              vatCode: asVatCode(invoice.vatCode),
              vatInPrice: invoice.vatInPrice ?? false,
              parts,
            },
          };
        }
      : skipToken,
    select,
  });
}
