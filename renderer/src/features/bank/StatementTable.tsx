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
import { IMPORTABLE_KINDS } from '../../../../shared/bank/line-kind.js';
import { formatAmount, formatDate } from '../../lib/format.js';
import { AgentDialog } from './AgentDialog.js';
import type { LineChoice } from './line-choices.js';
import { StatementLineRow } from './StatementLineRow.js';
import { skipReasonText } from './read-statement.js';

const PAGE = 50;

export interface StatementTableProps {
  statement: ParsedStatement;
  preview: BankPreview;
  choices: LineChoice[];
  onChoose: (index: number, choice: LineChoice) => void;
  disabled: boolean;
}

/**
 * The preview: each line of the statement (StatementLineRow) with its kind, counterparty and invoice
 * proposed and why (each changeable), its purpose and status; the lines skipped by the parser
 * follow, with the reason. The counterparty dialog names a line by its position in the statement.
 */
export function StatementTable({ statement, preview, choices, onChoose, disabled }: StatementTableProps) {
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
            <TableCell sx={{ width: 92 }}>{t('bank.columns.date')}</TableCell>
            <TableCell sx={{ width: 70 }}>{t('bank.columns.no')}</TableCell>
            <TableCell align="right" sx={{ width: 110 }}>
              {t('bank.columns.amount')}
            </TableCell>
            <TableCell sx={{ width: 240 }}>{t('bankPreview.kind')}</TableCell>
            <TableCell>{t('bankPreview.agentAndPurpose')}</TableCell>
            <TableCell sx={{ width: 220 }}>{t('bank.columns.invoice')}</TableCell>
            <TableCell sx={{ width: 100 }}>{t('bank.columns.status')}</TableCell>
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
                  <TableCell align="right">
                    {/^-?\d+(\.\d+)?$/.test(skipped.amount) ? formatAmount(skipped.amount) : skipped.amount}
                  </TableCell>
                  <TableCell />
                  <TableCell colSpan={2}>
                    <Typography variant="body2" color="text.secondary" noWrap title={skipped.text}>
                      {skipped.text}
                    </Typography>
                  </TableCell>
                  <TableCell data-testid="bank-skip-reason">{skipReasonText(t, skipped)}</TableCell>
                </TableRow>
              );
            }
            const choice = choices[index];
            if (!choice) return null;
            return (
              <StatementLineRow
                key={index}
                line={line}
                position={index + 1}
                result={preview.lines[index]}
                choice={choice}
                openInvoices={preview.openInvoices}
                importable={IMPORTABLE_KINDS.includes(choice.kind)}
                disabled={disabled}
                onChoose={(next) => onChoose(index, next)}
                onEditAgent={() => setEditing(index)}
              />
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
          title={t('bankPreview.line', { position: editing + 1 })}
          current={editedChoice.agent && editedChoice.agent !== 'create' ? editedChoice.agent.uid : null}
          newAgent={editedLine.counterparty.name.trim() || editedChoice.agent === 'create' ? editedChoice.newAgent : null}
          creating={editedChoice.agent === 'create'}
          onClose={() => setEditing(null)}
          onPick={(agent) => {
            onChoose(editing, {
              ...editedChoice,
              draft: null,
              agent: 'create' in agent ? 'create' : agent,
              agentReason: 'create' in agent ? 'create' : 'manual',
              newAgent: 'create' in agent ? agent.create : editedChoice.newAgent,
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
