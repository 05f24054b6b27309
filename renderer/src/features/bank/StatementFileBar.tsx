import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TextEncoding } from '../../../../shared/bank/encoding.js';
import type { KnownBank } from '../../../../shared/bank/bank-layouts.js';
import type { ParsedStatement } from '../../../../shared/bank/statement.js';
import { FileChooseButton } from '../../components/FileChooseButton.js';
import { formatDate } from '../../lib/format.js';
import { EncodingSelect } from '../imports/index.js';
import type { ReadFile } from './bank-model.js';

export interface StatementFileBarProps {
  file: ReadFile | null;
  layout: { bank: KnownBank } | null;
  statement: ParsedStatement | null;
  account: string;
  disabled: boolean;
  onFile: (name: string, bytes: Uint8Array) => void;
  onEncoding: (encoding: TextEncoding) => void;
}

/**
 * The statement file chosen and what is known of it: its format, the bank whose export it is, its
 * encoding (switchable for text), our account it is of and its period; a hint before a file is chosen.
 */
export function StatementFileBar({ file, layout, statement, account, disabled, onFile, onEncoding }: StatementFileBarProps) {
  const { t } = useTranslation();
  return (
    <Paper sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', p: 1.5 }}>
      <FileChooseButton
        label={t('bank.chooseFile')}
        accept=".txt,.csv,.xlsx"
        testId="bank-file"
        variant="contained"
        disabled={disabled}
        onFile={(chosen) => void chosen.arrayBuffer().then((buffer) => onFile(chosen.name, new Uint8Array(buffer)))}
      />
      {file ? (
        <>
          <Field label={t('bank.file')} value={file.name} />
          <Field label={t('bank.format')} value={t(`bank.formats.${file.format}`)} testId="bank-format" />
          {layout ? <Field label={t('bankPreview.bank')} value={t(`bankPreview.banks.${layout.bank}`)} testId="bank-layout" /> : null}
          {file.encoding ? (
            <EncodingSelect
              label={t('bank.encoding')}
              value={file.encoding}
              disabled={disabled}
              width={230}
              testId="bank-encoding"
              onChange={onEncoding}
            />
          ) : null}
          <Field label={t('bank.account')} value={account || t('bank.noAccount')} testId="bank-account" />
          {statement?.from && statement.to ? (
            <Field
              label={t('bank.period')}
              value={t('bank.periodValue', { from: formatDate(statement.from), to: formatDate(statement.to) })}
            />
          ) : null}
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('bank.fileHint')}
        </Typography>
      )}
    </Paper>
  );
}

function Field({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}
