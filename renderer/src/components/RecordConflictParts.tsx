import type { HistoryKind } from '../../../shared/api/history.js';
import type { RecordConflictState } from '../lib/use-record-conflict.js';
import { ConflictDialog, type ConflictSubject } from './ConflictDialog.js';
import { UnsavedChangesNotice } from './UnsavedChangesNotice.js';

export interface RecordConflictPartsProps {
  conflict: RecordConflictState;
  kind: HistoryKind;
  subject: ConflictSubject;
  busy?: boolean;
}

/** An editor's conflict dialog while it is open, and this user's unsaved changes listed after «Оновити». */
export function RecordConflictParts({ conflict, kind, subject, busy }: RecordConflictPartsProps) {
  return (
    <>
      {conflict.unsaved ? <UnsavedChangesNotice view={conflict.unsaved} kind={kind} onClose={conflict.hideUnsaved} /> : null}
      {conflict.open ? (
        <ConflictDialog
          view={conflict.open.view}
          kind={kind}
          subject={subject}
          busy={busy}
          onRefresh={conflict.takeTheirs}
          onReapply={conflict.reapplyMine}
          onClose={conflict.dismiss}
        />
      ) : null}
    </>
  );
}
