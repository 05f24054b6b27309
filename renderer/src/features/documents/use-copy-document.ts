import { useMutation } from '@tanstack/react-query';
import { desktop } from '../../lib/bridge.js';
import { localToday } from '../../lib/period.js';
import { copyDraft, type DocumentDraft } from './editor-model.js';
import { draftFromDocument } from './draft-document.js';

/**
 * F9 in the documents list: the row's document read whole (the list has no lines) and made a new,
 * unsaved draft dated today, as the editor's «Копіювати» makes it.
 */
export function useCopyDocument() {
  return useMutation({
    mutationFn: async (uid: string): Promise<DocumentDraft> => {
      const doc = (await desktop['documents.load']({ uid })).data;
      return copyDraft(draftFromDocument(doc), localToday(), crypto.randomUUID());
    },
  });
}
