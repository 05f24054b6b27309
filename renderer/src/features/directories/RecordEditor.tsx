import SaveOutlined from '@mui/icons-material/SaveOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SELECT_ON_ENTER } from '../../lib/number-input.js';
import { ENTITY_KINDS } from '../../../../shared/api/directories.js';
import { VAT_CODES } from '../../../../shared/api/vat.js';
import { UkDateField } from '../../components/UkDateField.js';
import { useAllAgents } from '../../lib/use-pick-lists.js';
import { checkForm, FORM_FIELDS, formOf, type DirectoryKind, type FieldProblem } from '../../lib/record-rules.js';
import { useSaveRecord } from './use-directories.js';
import { useCodeInUse } from './use-code-in-use.js';
import { shortcutOf } from '../../lib/shortcuts.js';
import { ErrorAlert } from '../../components/ErrorAlert.js';
import { ReconciliationLink } from '../../components/ReconciliationLink.js';
import { RecordLiveNotice } from '../../components/RecordLiveNotice.js';
import { HistoryButton } from '../../components/HistoryPanel.js';
import { useOffers } from '../../lib/use-service-info.js';
import { EntityAccountField } from './EntityAccountField.js';
import { PICK_ON_ENTER } from '../../lib/pick-on-enter.js';
import { withVersion } from '../../lib/record-conflict.js';
import { RecordConflictParts } from '../../components/RecordConflictParts.js';
import { HISTORY_KIND_OF, loadVersionedForm, useRecordConflictForm, type VersionedForm } from './use-record-conflict-form.js';

const SELECTS: Record<string, readonly string[]> = { kind: ENTITY_KINDS, vatCode: ['', ...VAT_CODES], type: ['company', 'person'] };
const NUMERIC = new Set(['code', 'taxCode', 'barcode', 'price']);

export interface EditorProps {
  kind: DirectoryKind;
  /** The record to edit, or null for a new one. */
  record: Record<string, unknown> | null;
  onClose: () => void;
  /** Extra fields kept on this computer only (the low-stock threshold of an entity). */
  extra?: ReactNode;
  /** False while an extra field holds a wrong value: nothing is saved then. */
  extraValid?: boolean;
  onSaved?: (record: Record<string, unknown>) => void;
}

/** The editor of one directory record: the fields of docs/service-behaviour.md ("Further fields"), checked by the contract's schema; Ctrl+S saves, Esc closes. */
export function RecordEditor({ kind, record, onClose, extra, extraValid = true, onSaved }: EditorProps) {
  const { t } = useTranslation();
  const [uid] = useState(() => (typeof record?.uid === 'string' ? record.uid : crypto.randomUUID()));
  const [form, setForm] = useState(() => formOf(kind, record));
  const [opened] = useState(form);
  const [version, setVersion] = useState(typeof record?.version === 'number' ? record.version : undefined);
  const [tried, setTried] = useState(false);
  const save = useSaveRecord(kind);
  const agents = useAllAgents();
  const checked = checkForm(kind, uid, form);
  const codeCheck = useCodeInUse(kind === 'agents', uid, form.code ?? '');
  const problems: Record<string, FieldProblem> = tried ? checked.problems : {};
  // An entity's account is a field of the chart of accounts, shown only where the service keeps one.
  const ledger = useOffers('ledger.accounts');
  const shown = FORM_FIELDS[kind].filter((field) => field !== 'account' || ledger);

  const conflict = useRecordConflictForm({
    kind,
    opened: { form: opened, version },
    agentName: (agentUid) => agents.data?.find((a) => a.uid === agentUid)?.name ?? '',
    show: (theirs) => {
      setForm(theirs.form);
      setVersion(theirs.version);
      save.reset();
    },
    redo: (merged) => {
      setForm(merged.form);
      setVersion(merged.version);
      void store(merged).catch(() => undefined);
    },
  });

  // Sent with the version the list showed, so a change someone else saved meanwhile is not overwritten unseen.
  async function store(typed: VersionedForm) {
    const valid = checkForm(kind, uid, typed.form);
    try {
      await save.mutateAsync({ ...valid.record, ...withVersion(typed.version) });
    } catch (error) {
      if (await conflict.offer(error, { load: () => loadVersionedForm(kind, uid), mine: typed, action: null })) save.reset();
      throw error;
    }
    onSaved?.(valid.record);
    onClose();
  }
  async function submit() {
    setTried(true);
    if (Object.keys(checked.problems).length > 0 || !extraValid) return;
    await store({ form, version });
  }
  // Esc, the backdrop and Cancel lose what was typed: with changes, the user is asked first.
  const changed = FORM_FIELDS[kind].some((field) => (form[field] ?? '') !== (opened[field] ?? ''));
  const requestClose = () => {
    if (changed && !window.confirm(t('dirs.editor.discardConfirm'))) return;
    onClose();
  };
  function onKeyDown(event: KeyboardEvent) {
    if (shortcutOf(event) === 'save') {
      event.preventDefault();
      void submit().catch(() => undefined);
    }
  }
  const set = (field: string) => (value: string) => setForm((previous) => ({ ...previous, [field]: value }));
  const label = (field: string) => t(`fields.${field}`);
  const help = (field: string) => {
    const problem = problems[field];
    if (problem) return t(`dirs.problems.${problem.key}`, { n: problem.n ?? 0 });
    if (field === 'code' && codeCheck.state === 'taken') return t('dirs.warnings.codeInUse', { name: codeCheck.name });
    const hint = `dirs.hints.${field}`;
    return t(hint, { defaultValue: '' }) || undefined;
  };

  function fieldOf(field: string, index: number) {
    if (field === 'agent') {
      return (
        <Autocomplete
          {...PICK_ON_ENTER}
          key={field}
          size="small"
          options={agents.data ?? []}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(a, b) => a.uid === b.uid}
          value={agents.data?.find((a) => a.uid === form.agent) ?? null}
          onChange={(_event, value) => set('agent')(value?.uid ?? '')}
          renderInput={(params) => (
            <TextField {...params} required label={label(field)} error={Boolean(problems.agent)} helperText={help(field)} />
          )}
        />
      );
    }
    if (field === 'account')
      return <EntityAccountField key={field} kind={form.kind ?? ''} value={form.account ?? ''} onChange={set('account')} />;
    if (field === 'date') return <UkDateField key={field} label={label(field)} value={form.date ?? ''} onChange={set('date')} />;
    const options = SELECTS[field];
    return (
      <TextField
        key={field}
        size="small"
        fullWidth
        autoFocus={index === 0}
        select={Boolean(options)}
        label={label(field)}
        value={form[field]}
        onChange={(event) => set(field)(event.target.value)}
        error={Boolean(problems[field])}
        helperText={help(field)}
        required={field === 'name'}
        slotProps={{
          htmlInput: {
            inputMode: NUMERIC.has(field) ? (field === 'price' ? 'decimal' : 'numeric') : undefined,
            ...(field === 'price' ? SELECT_ON_ENTER : {}),
            'data-field': field,
            ...(field === 'code' && kind === 'agents' ? { 'data-code-check': codeCheck.state } : {}),
          },
          // A code another counterparty has is allowed (a branch) but said in the warning colour.
          formHelperText: field === 'code' && codeCheck.state === 'taken' && !problems.code ? { sx: { color: 'warning.dark' } } : undefined,
        }}
      >
        {options?.map((value) => (
          <MenuItem key={value} value={value}>
            {value ? t(`dirs.values.${field}.${value}`, { defaultValue: value }) : t('dirs.values.none')}
          </MenuItem>
        ))}
        {options && form[field] && !options.includes(form[field]) ? <MenuItem value={form[field]}>{form[field]}</MenuItem> : null}
      </TextField>
    );
  }

  const title = t(typeof record?.uid === 'string' ? 'dirs.editor.edit' : 'dirs.editor.new', { what: t(`dirs.editor.${kind}`) });
  return (
    <Dialog open onClose={requestClose} fullWidth maxWidth="sm" onKeyDown={onKeyDown} aria-labelledby="record-editor-title">
      <DialogTitle id="record-editor-title">{title}</DialogTitle>
      <DialogContent>
        <RecordLiveNotice
          kind={kind}
          uid={typeof record?.uid === 'string' ? record.uid : null}
          onReread={(seen) =>
            conflict.reread(seen, { load: () => loadVersionedForm(kind, uid), mine: changed ? { form, version } : null, action: null })
          }
          onLeave={requestClose}
        />
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, pt: 1, '& > :first-of-type': { gridColumn: '1 / -1' } }}>
          {shown.map(fieldOf)}
          {extra}
        </Box>
        <ErrorAlert error={save.error} sx={{ mt: 2 }} />
        <RecordConflictParts conflict={conflict} kind={HISTORY_KIND_OF[kind]} subject="record" busy={save.isPending} />
      </DialogContent>
      <DialogActions>
        <Box sx={{ color: 'text.secondary', fontSize: 13, mr: 'auto', pl: 2 }}>{t('dirs.editor.keys')}</Box>
        {typeof record?.uid === 'string' ? <HistoryButton uid={record.uid} /> : null}
        {kind === 'agents' && typeof record?.uid === 'string' ? <ReconciliationLink target={{ agent: record.uid }} variant="text" /> : null}
        <Button onClick={requestClose}>{t('dirs.editor.cancel')}</Button>
        <Button
          variant="contained"
          startIcon={<SaveOutlined />}
          onClick={() => void submit().catch(() => undefined)}
          disabled={save.isPending}
        >
          {t('dirs.editor.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
