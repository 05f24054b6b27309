import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankImportResult, BankPreview } from '../../../../shared/api/bank.js';
import { offersExtension } from '../../../../shared/api/service-info.js';
import type { TextEncoding } from '../../../../shared/bank/encoding.js';
import { normaliseAccount, type ParsedStatement } from '../../../../shared/bank/statement.js';
import { recogniseBankLayout } from '../../../../shared/bank/bank-layouts.js';
import { counterpartyColumnProblems } from '../../../../shared/bank/counterparty-columns.js';
import { missingBankFields, type BankMapping } from '../../../../shared/bank/table.js';
import { ErrorAlert } from '../../components/ErrorAlert.js';
import { useCompanySettings } from '../../lib/use-company-settings.js';
import { useMoneyAccounts } from '../../lib/use-money-accounts.js';
import { useServiceInfo } from '../../lib/use-service-info.js';
import { readCsv, readXlsx } from '../imports/index.js';
import { StatementMapping } from './StatementMapping.js';
import { mappingFor, remap, saveMapping, statementOf, type ReadFile } from './bank-model.js';
import { importPlan, proposedChoices, skippedOnImport, type LineChoice, type SkippedOnImport } from './line-choices.js';
import { StatementFileBar } from './StatementFileBar.js';
import { BooksOpening } from './BooksOpening.js';
import { ImportSummary } from './ImportSummary.js';
import { statementBalanceOf, type StatementBalance } from './balance-check.js';
import { readErrorText, readStatementFile } from './read-statement.js';
import { StatementTable } from './StatementTable.js';
import { UncheckedLastLine } from './UncheckedLastLine.js';
import { StatementTotals } from './StatementTotals.js';
import { useBankImport, useBankPreview, useOpenInvoicesOf } from './use-bank.js';

/**
 * «Банківська виписка»: a statement file in, the service's proposed matches shown and changed, the
 * confirmed lines imported as payments in one batch (docs/desktop-app.md, "Screens"). Hidden with
 * the reason on a connection whose service lacks `bank.import`.
 */
export function BankScreen() {
  const { t } = useTranslation();
  const info = useServiceInfo();
  if (info.isPending) return <LinearProgress />;
  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {t('bank.title')}
      </Typography>
      {offersExtension(info.data, 'bank.import') ? (
        <StatementImport />
      ) : (
        <Alert severity="info" data-testid="bank-not-offered">
          {t('bank.notOffered')}
        </Alert>
      )}
    </Box>
  );
}

interface Shown {
  statement: ParsedStatement;
  preview: BankPreview;
  choices: LineChoice[];
}

function StatementImport() {
  const { t } = useTranslation();
  const company = useCompanySettings();
  const ourIban = normaliseAccount(company.data?.iban ?? '');
  // A statement of any of our money accounts is ours; one of another account is refused, naming it.
  const moneyAccounts = useMoneyAccounts();
  const ourAccounts = (moneyAccounts.data ?? []).map((a) => a.iban).filter(Boolean);
  const [file, setFile] = useState<(ReadFile & { bytes: Uint8Array }) | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [mapping, setMapping] = useState<BankMapping>({});
  const [shown, setShown] = useState<Shown | null>(null);
  // A known bank's export maps itself: its mapping is folded so the lines come first, unfolded on request.
  const [mappingUnfolded, setMappingUnfolded] = useState(false);
  const [post, setPost] = useState(true);
  const [result, setResult] = useState<{
    result: BankImportResult;
    knownBefore: number;
    skipped: SkippedOnImport[];
    balance: StatementBalance;
  } | null>(null);
  const preview = useBankPreview();
  const importing = useBankImport();
  const manualAgents = [
    ...new Set((shown?.choices ?? []).flatMap((c) => (c.agentReason === 'manual' && c.agent && c.agent !== 'create' ? [c.agent.uid] : []))),
  ].sort();
  const extraInvoices = useOpenInvoicesOf(manualAgents);

  /** Shows the statement's lines with the service's proposals. */
  function show(statement: ParsedStatement | null) {
    setShown(null);
    if (!statement) return;
    preview.mutate(statement, {
      onSuccess: (data) => setShown({ statement, preview: data, choices: proposedChoices(statement.lines, data) }),
    });
  }

  async function read(name: string, bytes: Uint8Array, encoding?: TextEncoding) {
    setReadError(null);
    setResult(null);
    setShown(null);
    if (name !== file?.name) setMappingUnfolded(false);
    try {
      const next = { ...(await readStatementFile({ readCsv, readXlsx }, { name, bytes, encoding })), bytes };
      setFile(next);
      const nextMapping = next.rows ? mappingFor(window.localStorage, ourIban, next.rows[0] ?? []) : {};
      setMapping(nextMapping);
      // A table of another account keeps its mapping on screen: a column read as ours by mistake can be unmapped.
      if (next.rows) readAgain(next, nextMapping);
      else show(statementOf(next, { account: ourIban, mapping: nextMapping, ownCode: company.data?.code, ourAccounts }));
    } catch (error) {
      setFile(null);
      setReadError(readErrorText(t, error));
    }
  }

  /** The lines of a table through `through`, or why the statement is refused, the file staying chosen. */
  function readAgain(chosen: ReadFile, through: BankMapping) {
    try {
      show(statementOf(chosen, { account: ourIban, mapping: through, ownCode: company.data?.code, ourAccounts }));
    } catch (error) {
      setReadError(readErrorText(t, error));
    }
  }

  /** A column mapped anew: the lines are read again at once, so no preview of the mapping before stays on screen. */
  function changeMapping(next: BankMapping) {
    setMapping(next);
    setReadError(null);
    if (!file?.rows) return;
    saveMapping(window.localStorage, { account: ourIban, headers: file.rows[0] ?? [], mapping: next });
    readAgain(file, next);
  }

  function reset() {
    setFile(null);
    setShown(null);
    setResult(null);
    importing.reset();
  }

  if (result) {
    return (
      <ImportSummary
        result={result.result}
        knownBefore={result.knownBefore}
        skipped={result.skipped}
        balance={result.balance}
        onAnother={reset}
      />
    );
  }

  const plan = shown ? importPlan(shown.statement.lines, shown.preview, shown.choices) : null;
  const known = shown?.preview.lines.filter((l) => l.status === 'known').length ?? 0;
  const closed = shown?.preview.lines.filter((l) => l.status === 'closed').length ?? 0;
  const busy = preview.isPending || importing.isPending;
  // A file is read against our accounts and code: not before they are known.
  const loading = company.isLoading || moneyAccounts.isLoading;
  const missing = file?.rows ? missingBankFields(mapping) : [];
  const ownColumns = file?.rows ? counterpartyColumnProblems(file.rows, mapping, { code: company.data?.code ?? '', iban: ourIban }) : [];
  const layout = file?.rows ? recogniseBankLayout(file.rows[0] ?? []) : null;
  const mappingFolded = layout !== null && missing.length === 0 && ownColumns.length === 0 && !mappingUnfolded;
  const account = shown?.statement.account ?? ourIban;
  const listed = new Set(shown?.preview.openInvoices.map((inv) => inv.uid));
  const extra = (extraInvoices.data ?? []).filter((inv) => !listed.has(inv.uid));
  const withExtra = shown ? { ...shown.preview, openInvoices: [...shown.preview.openInvoices, ...extra] } : null;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <StatementFileBar
        file={file}
        layout={layout}
        statement={shown?.statement ?? null}
        account={account}
        disabled={busy || loading}
        onFile={(name, bytes) => void read(name, bytes)}
        onEncoding={(encoding) => file && void read(file.name, file.bytes, encoding)}
      />
      {readError ? <Alert severity="error">{readError}</Alert> : null}
      {file?.rows ? (
        <>
          <StatementMapping
            headers={file.rows[0] ?? []}
            mapping={mapping}
            onMap={(column, field) => changeMapping(remap(mapping, column, field))}
            busy={busy}
            folded={mappingFolded ? layout : null}
            onUnfold={() => setMappingUnfolded(true)}
          />
          {missing.length > 0 ? (
            <Typography variant="body2" color="warning.main">
              {t('bank.missing', { fields: missing.map((f) => t(`bank.fields.${f}`)).join(', ') })}
            </Typography>
          ) : null}
          {ownColumns.map((problem) => (
            <Alert key={problem.field} severity="error" data-testid="bank-own-column">
              {t('bankPreview.ownColumn', { ...problem, field: t(`bankPreview.ownFields.${problem.field}`) })}
            </Alert>
          ))}
        </>
      ) : null}
      {preview.isPending ? (
        <Box>
          <LinearProgress />
          <Typography variant="body2" color="text.secondary">
            {t('bank.previewing')}
          </Typography>
        </Box>
      ) : null}
      <ErrorAlert error={preview.error ?? importing.error} />
      {shown && withExtra && plan ? (
        <>
          <Typography variant="body2" color="text.secondary" data-testid="bank-counts">
            {t('bank.counts', {
              total: shown.statement.lines.length + shown.statement.skipped.length,
              fresh: shown.statement.lines.length - known - closed,
              known,
              closed,
              skipped: shown.statement.skipped.length,
            })}
          </Typography>
          <UncheckedLastLine statement={shown.statement} />
          <StatementTotals preview={shown.preview} />
          <BooksOpening preview={shown.preview} />
          <StatementTable
            statement={shown.statement}
            preview={withExtra}
            choices={shown.choices}
            disabled={busy}
            onChoose={(index, choice) => setShown({ ...shown, choices: shown.choices.map((c, i) => (i === index ? choice : c)) })}
          />
          {plan.missing.length > 0 ? <Alert severity="warning">{t('bank.needAgents', { nos: plan.missing.join(', ') })}</Alert> : null}
          <Paper sx={{ display: 'flex', gap: 2, alignItems: 'center', p: 1.5 }}>
            <FormControlLabel
              control={<Checkbox checked={post} onChange={(event) => setPost(event.target.checked)} />}
              label={t('bank.post')}
            />
            <Box sx={{ flexGrow: 1 }} />
            <Button
              variant="contained"
              data-testid="bank-confirm"
              disabled={busy || plan.lines.length === 0 || plan.missing.length > 0}
              onClick={() =>
                importing.mutate(
                  { post, lines: plan.lines },
                  {
                    onSuccess: (data) =>
                      setResult({
                        result: data,
                        // The lines found imported before were not sent: the summary counts them with those the import skipped.
                        knownBefore: known,
                        skipped: skippedOnImport({
                          lines: shown.statement.lines,
                          preview: shown.preview,
                          choices: shown.choices,
                          sent: plan.lines,
                          result: data,
                        }),
                        balance: statementBalanceOf(shown.statement, shown.preview, account),
                      }),
                  },
                )
              }
            >
              {t('bank.confirm', { count: plan.lines.length })}
            </Button>
          </Paper>
        </>
      ) : null}
    </Box>
  );
}
