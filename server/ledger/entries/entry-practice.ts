import { readCompany } from '../../company/settings.js';
import type { Db } from '../types.js';
import type { EntryPractice } from './build-entries.js';

/** What the company's settings decide about its entries, as the posting reads them. */
export interface CompanyPractice extends EntryPractice {
  /** The first event rule of VAT on advances (643/644): only a VAT payer's setting counts. */
  vatFirstEvent: boolean;
  /** The company has not said whether it pays VAT: a document that carries VAT is not posted (posting.ts). */
  vatPayerUnset: boolean;
}

/**
 * The company's practice for the entries it writes (docs/general-ledger.md, "Settings"), read from
 * its settings: the one place the entries code reads them.
 */
export async function entryPracticeOf(db: Db): Promise<CompanyPractice> {
  const company = await readCompany(db);
  const vatPayer = company.vatPayer === true;
  return { vatPayer, vatFirstEvent: vatPayer && company.vatFirstEvent, vatPayerUnset: company.vatPayer === null };
}
