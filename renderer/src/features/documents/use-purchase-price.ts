import { useQueryClient } from '@tanstack/react-query';
import { formatPriceUk } from '../../../../shared/api/format-uk.js';
import { isBuyingType } from '../../../../shared/api/document-traits.js';
import { purchasePriceIn } from '../../../../shared/api/purchase-price.js';
import { desktop } from '../../lib/bridge.js';
import { queryKeys } from '../../lib/query-keys.js';
import { useOffers } from '../../lib/use-service-info.js';
import type { DocumentDraft } from './editor-model.js';

/** The price a line of a buying document is prefilled with, as typed text, or null for none. */
export type PriceOfGoods = (entityUid: string) => Promise<string | null>;

/**
 * For a document that buys (a supplier's invoice, delivery note or services act), the last price its
 * goods were bought at, from its supplier first (docs/desktop-app.md, "Lines and VAT"), in this
 * document's VAT convention; null for any other document, whose lines take the directory's sale
 * price. A service without `entity.purchasePrice` gives no price: a sale price is never what we pay.
 */
export function usePurchasePrice(draft: Pick<DocumentDraft, 'type' | 'agent' | 'date' | 'vatInPrice'> | null): PriceOfGoods | null {
  const client = useQueryClient();
  const offered = useOffers('entity.purchasePrice');
  if (!draft || !isBuyingType(draft.type)) return null;
  const agent = draft.agent?.uid ?? null;
  const { date, vatInPrice } = draft;
  return async (entityUid) => {
    if (!offered) return null;
    const found = await client.fetchQuery({
      queryKey: queryKeys.documents.purchasePrice(entityUid, agent, date),
      queryFn: async () =>
        (await desktop['entities.purchasePrice']({ uid: entityUid, ...(agent ? { agent } : {}), ...(date ? { date } : {}) })).data,
      staleTime: 30_000,
    });
    return found ? formatPriceUk(purchasePriceIn(found, vatInPrice)) : null;
  };
}
