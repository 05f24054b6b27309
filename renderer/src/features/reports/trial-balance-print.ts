/**
 * The ОСВ as it is printed and exported (docs/desktop-app.md, "The ОСВ"): the table on screen with the
 * company above it and the signatures of the chief accountant and the director under it, their names
 * from the company's settings, a line to sign on for a name the settings lack. Plain data; no React.
 */
import type { CompanySettings } from '../../../../shared/api/company.js';
import type { ExportTable } from '../../lib/report-export.js';
import type { Label } from './trial-balance-model.js';

/** A line to sign on, wide enough for a signature by hand. */
const SIGN_HERE = '____________________';

export interface TrialBalanceFormOptions {
  company: Pick<CompanySettings, 'name' | 'director' | 'accountant'> | null;
  detail: string;
}

/** `table` with the company named first among its parameters, how deep it is unfolded, and the signatures under it. */
export function trialBalanceForm(table: ExportTable, { company, detail }: TrialBalanceFormOptions, t: Label): ExportTable {
  // Parted by tabs: on paper the roles, the lines and the names stand in columns.
  const signature = (role: string, name: string | undefined) => `${role}\t${SIGN_HERE}\t${name?.trim() || SIGN_HERE}`;
  return {
    ...table,
    parameters: [
      ...(company?.name ? [[t('reports.ledger.company'), company.name] as [string, string]] : []),
      ...table.parameters,
      [t('reports.ledger.detail'), detail],
    ],
    signatures: [
      signature(t('reports.ledger.accountant'), company?.accountant),
      signature(t('reports.ledger.director'), company?.director),
    ],
  };
}
