import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { SCALE } from '../../../../shared/api/money.js';
import { SELECT_ON_ENTER, typedFigureFits } from '../../lib/number-input.js';
import type { Account, AccountAnalytic } from '../../../../shared/api/accounts.js';
import { EntrySide, SIDE_SLOTS } from './EntrySide.js';
import { trackedAnalytics, isOffBalance, stillTracked, SIDES, takesQty, type EntryDraft, type Side } from './operation-model.js';

/** The slots after the two sides: quantity, amount, comment. */
export const QTY_SLOT = 2 * SIDE_SLOTS;
/** Every slot of a row, for the keyboard model. */
export const ROW_SLOTS = QTY_SLOT + 3;

export interface EntryRowProps {
  row: number;
  entry: EntryDraft;
  chart: ReadonlyMap<string, Account>;
  accounts: readonly Account[];
  readOnly: boolean;
  onChange: (patch: Partial<EntryDraft>) => void;
  onRemove: () => void;
}

/** One entry of the grid: Дт account and its analytics, Кт account and its analytics, quantity, amount, comment. */
export function EntryRow({ row, entry, chart, accounts, readOnly, onChange, onRemove }: EntryRowProps) {
  const { t } = useTranslation();
  const qty = takesQty(chart, entry);
  const other = (side: Side): Side => (side === 'debit' ? 'credit' : 'debit');
  const setAccount = (side: Side, code: string) => {
    // An off-balance account takes no corresponding account: the other side is emptied.
    const single = isOffBalance(chart, code) ? { [other(side)]: '', [`${other(side)}Analytics`]: {} } : {};
    const next = { ...entry, [side]: code, ...single };
    onChange({
      [side]: code,
      ...single,
      // Pickers follow the account: what the new account does not keep is dropped, not sent.
      [`${side}Analytics`]: stillTracked(entry[`${side}Analytics`], trackedAnalytics(chart, code)),
      ...(takesQty(chart, next) ? {} : { qty: '' }),
    });
  };
  const setAnalytic = (side: Side, analytic: AccountAnalytic, value: { uid: string; name: string } | null) => {
    const picked = { ...entry[`${side}Analytics`], [analytic]: value };
    // A contract is the counterparty's: another counterparty leaves none picked.
    if (analytic === 'agent') delete picked.contract;
    onChange({ [`${side}Analytics`]: picked });
  };
  const field = (slot: number, name: 'qty' | 'amount' | 'memo', disabled = false) => (
    <TextField
      size="small"
      fullWidth
      value={entry[name]}
      disabled={readOnly || disabled}
      // A figure that is not one, or has more decimals than it keeps, is marked (and refused by the service as typed).
      error={name !== 'memo' && !typedFigureFits(entry[name], name === 'qty' ? SCALE.qty : SCALE.sum)}
      onChange={(event) => onChange({ [name]: event.target.value })}
      slotProps={{
        htmlInput: {
          'aria-label': `${t(`operations.editor.${name === 'memo' ? 'entryMemo' : name}`)} ${row + 1}`,
          'data-testid': `${name}-${row}`,
          ...(name === 'memo' ? {} : { style: { textAlign: 'right' }, inputMode: 'decimal', ...SELECT_ON_ENTER }),
        },
      }}
      data-slot={`${row}:${slot}`}
    />
  );
  return (
    <TableRow sx={{ verticalAlign: 'top' }} data-testid={`entry-${row}`}>
      <TableCell align="right" sx={{ pt: 1.5 }}>
        {row + 1}
      </TableCell>
      {SIDES.map((side) => (
        <TableCell key={side}>
          <EntrySide
            row={row}
            side={side}
            code={entry[side]}
            analytics={entry[`${side}Analytics`]}
            tracked={trackedAnalytics(chart, entry[side])}
            accounts={accounts}
            readOnly={readOnly}
            single={entry[side] === '' && isOffBalance(chart, entry[other(side)])}
            onAccount={(code) => setAccount(side, code)}
            onAnalytic={(analytic, value) => setAnalytic(side, analytic, value)}
          />
        </TableCell>
      ))}
      <TableCell>{field(QTY_SLOT, 'qty', !qty)}</TableCell>
      <TableCell>{field(QTY_SLOT + 1, 'amount')}</TableCell>
      <TableCell>{field(QTY_SLOT + 2, 'memo')}</TableCell>
      {readOnly ? null : (
        <TableCell>
          <IconButton size="small" aria-label={`${t('operations.editor.removeEntry')} ${row + 1}`} onClick={onRemove}>
            <DeleteOutline fontSize="small" />
          </IconButton>
        </TableCell>
      )}
    </TableRow>
  );
}
