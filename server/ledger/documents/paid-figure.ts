import type { ExpressionBuilder } from 'kysely';
import type { Money } from '../../database/minor-units.js';
import type { Database } from '../../database/schema.js';

/** A query's expression builder where the document read is `d`. */
type OverDocument = ExpressionBuilder<Database & { d: Database['documents'] }, 'd'>;

/**
 * What the posted payments linked to the document `d` add up to (0 without any): an invoice's `paid`,
 * read by the document lists and loads and by the bank's open invoices alike, so both say the same.
 */
export function paidOf(eb: OverDocument) {
  return eb
    .selectFrom('documents as p')
    .select((p) => p.fn.coalesce(p.fn.sum('p.sum'), p.lit(0)).$castTo<Money>().as('paid'))
    .whereRef('p.parent_uid', '=', 'd.uid')
    .where((p) => p.ref('p.done'))
    .where('p.category', '=', 'payment')
    .$asScalar();
}
