import type { HistoryKind } from '../../../../shared/api/history.js';
import { desktop } from '../../lib/bridge.js';
import { mergeFields } from '../../lib/record-conflict.js';
import { FORM_FIELDS, formOf, type DirectoryKind, type RecordForm } from '../../lib/record-rules.js';
import { useRecordConflict } from '../../lib/use-record-conflict.js';

/** A directory record as its editor holds it: the form as typed, and the version it was loaded at. */
export interface VersionedForm {
  form: RecordForm;
  version?: number;
}

/** The kind the history (and so the conflict dialog) names a directory's records by. */
export const HISTORY_KIND_OF: Record<DirectoryKind, HistoryKind> = {
  agents: 'agent',
  entities: 'entity',
  contracts: 'contract',
  stores: 'store',
};

type Loaded = Record<string, unknown> & { version?: number };
const LOADERS: Record<DirectoryKind, (uid: string) => Promise<Loaded>> = {
  agents: async (uid) => (await desktop['agents.load']({ uid })).data,
  entities: async (uid) => (await desktop['entities.load']({ uid })).data,
  contracts: async (uid) => (await desktop['contracts.load']({ uid })).data,
  stores: async (uid) => (await desktop['stores.load']({ uid })).data,
};

/** The record as the service holds it now, as the editor's form. */
export async function loadVersionedForm(kind: DirectoryKind, uid: string): Promise<VersionedForm> {
  const record = await LOADERS[kind](uid);
  return { form: formOf(kind, record), version: record.version };
}

/** The directory editor's record: its `kind`, the form as `opened`, and what the dialog calls back. */
export interface RecordConflictFormOptions {
  kind: DirectoryKind;
  opened: VersionedForm;
  /** A counterparty's name by its uid, for a contract's field. */
  agentName: (uid: string) => string;
  /** Shows their version in the editor («Оновити»). */
  show: (theirs: VersionedForm) => void;
  /** Saves the merged form again («Застосувати мої зміни поверх»). */
  redo: (merged: VersionedForm) => void;
}

/**
 * The directory editor's conflict dialog (docs/desktop-app.md, "Two people on one record"): the form's
 * fields compared and merged one by one; a counterparty of a contract is read by its name.
 */
export function useRecordConflictForm({ kind, opened, agentName, show, redo }: RecordConflictFormOptions) {
  return useRecordConflict<VersionedForm, null>({
    opened,
    recordOf: ({ form }) => (form.agent ? { ...form, agent: { uid: form.agent, name: agentName(form.agent) } } : form),
    merge: (loaded, mine, theirs) => ({
      form: mergeFields({ loaded: loaded?.form ?? null, mine: mine.form, theirs: theirs.form }, FORM_FIELDS[kind]),
      version: theirs.version,
    }),
    show,
    redo,
  });
}
