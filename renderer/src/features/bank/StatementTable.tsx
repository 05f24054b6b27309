import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankPreview } from '../../../../shared/api/bank.js';
import type { ParsedStatement } from '../../../../shared/bank/statement.js';
import { formatAmount, formatDate } from '../../lib/format.js';
import { AgentDialog } from './AgentDialog.js';
import { invoicesFor, type LineChoice } from './bank-model.js';
import { skipReasonText } from './read-statement.js';

const PAGE = 50;

/**
 * The preview: each line of the statement with a tick to import it (new lines only), its movement, amount, the counterparty and invoice
 * proposed and why (each changeable), and its status; the lines skipped by the parser follow, with the reason.
 */
export function StatementTable({
  statement,
  preview,
  choices,
  onChoose,
  disabled,
}: {
  statement: ParsedStatement;
  preview: BankPreview;
  choices: LineChoice[];
  onChoose: (index: number, choice: LineChoice) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<number | null>(null);
  const total = statement.lines.length + statement.skipped.length;
  const first = page * PAGE;
  const rows = Array.from({ length: Math.max(0, Math.min(PAGE, total - first)) }, (_, k) => first + k);
  const editedLine = editing === null ? undefined : statement.lines[editing];
  const editedChoice = editing === null ? undefined : choices[editing];

  return (
    <Paper>
      <Table size="small" aria-label={t('bank.title')} data-testid="bank-preview" sx={{ tableLayout: 'fixed' }}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            <TableCell sx={{ width: 96 }}>{t('bank.columns.date')}</TableCell>
            <TableCell sx={{ width: 90 }}>{t('bank.columns.no')}</TableCell>
            <TableCell sx={{ width: 116 }}>{t('bank.columns.direction')}</TableCell>
            <TableCell align="right" sx={{ width: 110 }}>
              {t('bank.columns.amount')}
            </TableCell>
            <TableCell>{t('bank.columns.agent')}</TableCell>
            <TableCell sx={{ width: 330 }}>{t('bank.columns.invoice')}</TableCell>
            <TableCell sx={{ width: 110 }}>{t('bank.columns.status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((index) => {
            const line = statement.lines[index];
            if (!line) {
              const skipped = statement.skipped[index - statement.lines.length];
              if (!skipped) return null;
              return (
                <TableRow key={`skipped-${index}`} data-testid="bank-line" sx={{ color: 'text.secondary' }}>
                  <TableCell padding="checkbox" />
                  <TableCell>{/^\d{4}-\d{2}-\d{2}$/.test(skipped.date) ? formatDate(skipped.date) : skipped.date}</TableCell>
                  <TableCell>{skipped.no}</TableCell>
                  <TableCell />
                  <TableCell align="right">
                    {/^-?\d+(\.\d+)?$/.test(skipped.amount) ? formatAmount(skipped.amount) : skipped.amount}
                  </TableCell>
                  <TableCell colSpan={2}>
                    <Typography variant="body2" color="text.secondary" noWrap title={skipped.text}>
                      {skipped.text}
                    </Typography>
                  </TableCell>
                  <TableCell data-testid="bank-skip-reason">{skipReasonText(t, skipped)}</TableCell>
                </TableRow>
              );
            }
            const result = preview.lines[index];
            const choice = choices[index];
            const fresh = result?.status === 'new';
            const invoices = choice ? invoicesFor(line, choice, preview.openInvoices) : [];
            const agentName = choice?.agent === 'create' ? line.counterparty.name : (choice?.agent?.name ?? '');
            return (
              <TableRow key={index} data-testid="bank-line" sx={fresh && !choice?.include ? { opacity: 0.55 } : undefined}>
                <TableCell padding="checkbox">
                  {fresh && choice ? (
                    <Checkbox
                      size="small"
                      checked={choice.include}
                      disabled={disabled}
                      slotProps={{ input: { 'aria-label': t('bank.includeLine', { no: line.no || index + 1 }) } }}
                      onChange={(event) => onChoose(index, { ...choice, include: event.target.checked })}
                    />
                  ) : null}
                </TableCell>
                <TableCell>{formatDate(line.date)}</TableCell>
                <TableCell>{line.no}</TableCell>
                <TableCell>{t(`bank.${line.direction}`)}</TableCell>
                <TableCell align="right">{formatAmount(line.amount)}</TableCell>
                <TableCell>
                  <Typography variant="body2" data-testid="bank-agent">
                    {agentName}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="div">
                    {choice ? t(`bank.agentReasons.${choice.agentReason}`) : ''}
                    {fresh ? (
                      <Button size="small" sx={{ ml: 1, py: 0, minWidth: 0 }} disabled={disabled} onClick={() => setEditing(index)}>
                        {t('bank.change')}
                      </Button>
                    ) : null}
                  </Typography>
                </TableCell>
                <TableCell>
                  {fresh && choice ? (
                    <>
                      <select
                        aria-label={t('bank.invoiceOf', { no: line.no })}
                        data-testid="bank-invoice"
                        value={choice.invoice ?? ''}
                        disabled={disabled}
                        style={{ width: '100%', font: 'inherit', padding: '2px 4px' }}
                        onChange={(event) =>
                          onChoose(index, {
                            ...choice,
                            invoice: event.target.value || null,
                            invoiceReason: event.target.value ? 'manual' : null,
                          })
                        }
                      >
                        <option value="">{t('bank.noInvoice')}</option>
                        {invoices.map((inv) => (
                          <option key={inv.uid} value={inv.uid}>
                            {t('bank.invoiceOption', { no: inv.no, date: formatDate(inv.date), open: formatAmount(inv.open) })}
                          </option>
                        ))}
                      </select>
                      {choice.invoiceReason ? (
                        <Typography variant="caption" color="text.secondary" component="div">
                          {t(`bank.invoiceReasons.${choice.invoiceReason}`)}
                        </Typography>
                      ) : null}
                    </>
                  ) : null}
                </TableCell>
                <TableCell data-testid="bank-status">
                  {fresh && choice?.draft
                    ? t('bank.completesDraft', { no: choice.draft.no, date: formatDate(choice.draft.date) })
                    : t(`bank.status.${result?.status ?? 'new'}`)}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {total > PAGE ? (
        <TablePagination
          component="div"
          count={total}
          page={page}
          rowsPerPage={PAGE}
          rowsPerPageOptions={[PAGE]}
          onPageChange={(_event, next) => setPage(next)}
        />
      ) : null}
      {editing !== null && editedLine && editedChoice ? (
        <AgentDialog
          title={t('bank.changeAgent', { no: editedLine.no })}
          current={editedChoice.agent && editedChoice.agent !== 'create' ? editedChoice.agent.uid : null}
          canCreate={Boolean(editedLine.counterparty.name.trim())}
          onClose={() => setEditing(null)}
          onPick={(agent) => {
            onChoose(editing, {
              include: editedChoice.include,
              draft: null,
              agent,
              agentReason: agent === 'create' ? 'create' : 'manual',
              invoice: null,
              invoiceReason: null,
            });
            setEditing(null);
          }}
        />
      ) : null}
    </Paper>
  );
}
