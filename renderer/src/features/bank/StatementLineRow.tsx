import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { KINDS_WITHOUT_AGENT, type BankPreviewLine, type OpenInvoice } from '../../../../shared/api/bank.js';
import type { BankLine } from '../../../../shared/bank/statement.js';
import { formatAmount, formatDate } from '../../lib/format.js';
import { useRoleAccounts } from '../../lib/use-account-roles.js';
import { invoicesFor, kindsFor, paysInvoice, withKind, type LineChoice } from './line-choices.js';
import { LineCorrespondent } from './LineCorrespondent.js';

const SELECT_STYLE = { width: '100%', font: 'inherit', padding: '2px 4px' } as const;

export interface StatementLineRowProps {
  line: BankLine;
  /** 1-based, as the dialog names the line. */
  position: number;
  result: BankPreviewLine | undefined;
  choice: LineChoice;
  openInvoices: OpenInvoice[];
  /** Whether the import records lines of the chosen kind as payments yet. */
  importable: boolean;
  disabled: boolean;
  onChoose: (choice: LineChoice) => void;
  onEditAgent: () => void;
}

/**
 * One line of the statement in the preview: a tick to import it (new lines only), date, number,
 * amount and movement, its kind (changeable among the kinds of its direction) with its correspondent
 * account (changeable too) and why, the counterparty proposed and why, the purpose, the invoice
 * proposed (for a kind that pays one) and the status.
 */
export function StatementLineRow({
  line,
  position,
  result,
  choice,
  openInvoices,
  importable,
  disabled,
  onChoose,
  onEditAgent,
}: StatementLineRowProps) {
  const { t } = useTranslation();
  const roles = useRoleAccounts();
  const fresh = result?.status === 'new';
  const invoices = invoicesFor(line, choice, openInvoices);
  // A kind that needs no counterparty makes none from the line: the bank of a fee is shown as the bank names itself.
  const noAgent = KINDS_WITHOUT_AGENT.includes(choice.kind) && (!choice.agent || choice.agent === 'create');
  const agentName = noAgent ? line.counterparty.name : choice.agent === 'create' ? choice.newAgent.name : (choice.agent?.name ?? '');
  const agentNote = noAgent ? t('bankPreview.noAgentNeeded') : t(`bank.agentReasons.${choice.agentReason}`);
  return (
    <TableRow data-testid="bank-line" sx={fresh && !choice.include ? { opacity: 0.55 } : undefined}>
      <TableCell padding="checkbox">
        {fresh ? (
          <Checkbox
            size="small"
            checked={choice.include}
            disabled={disabled}
            slotProps={{ input: { 'aria-label': t('bank.includeLine', { no: line.no || position }) } }}
            onChange={(event) => onChoose({ ...choice, include: event.target.checked })}
          />
        ) : null}
      </TableCell>
      <TableCell>{formatDate(line.date)}</TableCell>
      <TableCell>{line.no}</TableCell>
      <TableCell align="right">
        {formatAmount(line.amount)}
        <Typography variant="caption" color="text.secondary" component="div">
          {t(`bank.${line.direction}`)}
        </Typography>
      </TableCell>
      <TableCell>
        {fresh ? (
          <select
            aria-label={t('bankPreview.kindOf', { no: line.no || position })}
            data-testid="bank-kind"
            value={choice.kind}
            disabled={disabled}
            style={SELECT_STYLE}
            onChange={(event) => onChoose(withKind(choice, event.target.value as LineChoice['kind'], { defaults: roles }))}
          >
            {kindsFor(line.direction).map((kind) => (
              <option key={kind} value={kind}>
                {t(`bankPreview.kinds.${kind}`)}
              </option>
            ))}
          </select>
        ) : (
          <Typography variant="body2">{t(`bankPreview.kinds.${choice.kind}`)}</Typography>
        )}
        {fresh ? (
          <LineCorrespondent line={line} choice={choice} disabled={disabled} onChoose={onChoose} />
        ) : choice.ledgerAccount ? (
          <Typography variant="body2">{t('bankPreview.ledgerAccount', { account: choice.ledgerAccount })}</Typography>
        ) : null}
        <Typography variant="caption" color={importable ? 'text.secondary' : 'warning.main'} component="div" data-testid="bank-kind-note">
          {[fresh ? t(`bankPreview.kindReasons.${choice.kindReason}`) : '', importable ? '' : t('bankPreview.unsupported')]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      </TableCell>
      <TableCell>
        <Typography variant="body2" data-testid="bank-agent">
          {agentName}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div">
          {agentNote}
          {fresh ? (
            <Button size="small" sx={{ ml: 1, py: 0, minWidth: 0 }} disabled={disabled} onClick={onEditAgent}>
              {t('bank.change')}
            </Button>
          ) : null}
        </Typography>
        {/* The purpose under who paid: read together, and wide enough to read at 1366 px. */}
        <Typography
          variant="body2"
          data-testid="bank-purpose"
          title={line.purpose}
          sx={{
            mt: 0.5,
            overflow: 'hidden',
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            wordBreak: 'break-word',
          }}
        >
          {line.purpose}
        </Typography>
      </TableCell>
      <TableCell>
        {fresh && paysInvoice(choice.kind) ? (
          <>
            <select
              aria-label={t('bank.invoiceOf', { no: line.no })}
              data-testid="bank-invoice"
              value={choice.invoice ?? ''}
              disabled={disabled}
              style={SELECT_STYLE}
              onChange={(event) =>
                onChoose({ ...choice, invoice: event.target.value || null, invoiceReason: event.target.value ? 'manual' : null })
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
        {fresh && choice.draft
          ? t('bank.completesDraft', { no: choice.draft.no, date: formatDate(choice.draft.date) })
          : t(`bank.status.${result?.status ?? 'new'}`)}
      </TableCell>
    </TableRow>
  );
}
