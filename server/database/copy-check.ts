import { BOOK_PARTS, companyBooks, type CompanyBooks } from '../company/company-books.js';
import { companyFigures, type CompanyFigures } from '../company/company-figures.js';
import { CompanyContext } from '../ledger/context.js';
import type { Db } from '../ledger/types.js';

/** Thrown when a copy does not read as its original; the copy's transaction is rolled back, so the target stays empty. */
export class CopyCheckError extends Error {}

/** What a copy was checked on, for the command's report. */
export type CopyChecked = Pick<CompanyFigures, 'balancePositions' | 'agents'> & Omit<CompanyBooks, 'parts'>;

/**
 * Reads the original and the copy the same way and compares them part by part: the stock balance
 * after the last move and the settlements on 361 and 631 over all history (company-figures.ts), and
 * the books (company-books.ts). Each side is read with a context of its own, made for the check, so nothing
 * read from a copy not yet committed is kept for the company. Throws CopyCheckError naming every
 * part that differs.
 */
export async function checkCopy(original: Db, copy: Db): Promise<CopyChecked> {
  const read = async (db: Db) => ({ figures: await companyFigures(db, new CompanyContext()), books: await companyBooks(db) });
  const [a, b] = [await read(original), await read(copy)];
  const differing: string[] = [];
  if (JSON.stringify(a.figures.stock) !== JSON.stringify(b.figures.stock)) differing.push('stock balance');
  if (JSON.stringify(a.figures.settlements) !== JSON.stringify(b.figures.settlements)) differing.push('settlements');
  for (const part of BOOK_PARTS) if (a.books.parts[part] !== b.books.parts[part]) differing.push(part);
  if (differing.length > 0)
    throw new CopyCheckError(`the copy does not give the same ${differing.join(', ')} as the original; nothing was copied`);
  const { from, to, accounts, entries, roles, moneyAccounts } = a.books;
  return { balancePositions: a.figures.balancePositions, agents: a.figures.agents, from, to, accounts, entries, roles, moneyAccounts };
}
