import { useQueryClient } from '@tanstack/react-query';
import type { CompanySettings, CompanySettingsRecord, CompanySettingsUpdate } from '../../../../shared/api/company.js';
import { desktop } from '../../lib/bridge.js';
import { queryKeys } from '../../lib/query-keys.js';
import { mergeFields } from '../../lib/record-conflict.js';
import { useUpdateCompanySettings } from '../../lib/use-company-settings.js';
import { useRecordConflict } from '../../lib/use-record-conflict.js';

/** A refused save, to make again: the fields it sent, and how to send them. */
interface SaveAgain {
  keys: (keyof CompanySettings)[];
  again: (fields: CompanySettingsUpdate) => void;
}

const loadSettings = async () => (await desktop['company.settings']({})).data;

/**
 * A card of the settings screen saving some of the company's fields, with the editors' conflict
 * dialog (docs/desktop-app.md, "Two people on one record"): a save made on settings someone else has
 * changed since they were read shows who changed what; «Оновити» shows their settings on every card
 * and lists this user's fields, «Застосувати мої зміни поверх» saves this user's fields over theirs.
 */
export function useSettingsSave() {
  const client = useQueryClient();
  const update = useUpdateCompanySettings();
  const conflict = useRecordConflict<CompanySettingsRecord, SaveAgain>({
    recordOf: (settings) => settings,
    merge: (loaded, mine, theirs) => ({
      ...mergeFields(loaded, mine, theirs, Object.keys(mine) as (keyof CompanySettings)[]),
      version: theirs.version,
    }),
    show: (theirs) => {
      client.setQueryData(queryKeys.company.settings, theirs);
      update.reset();
    },
    // Only the fields this user sent go again, with their version: the rest of the other person's save stays.
    redo: (merged, { keys, again }) => again({ ...Object.fromEntries(keys.map((key) => [key, merged[key]])), version: merged.version }),
  });

  const save = (fields: CompanySettingsUpdate, onSaved?: (saved: CompanySettingsRecord) => void) => {
    const loaded = client.getQueryData<CompanySettingsRecord>(queryKeys.company.settings);
    update.mutate(fields, {
      onSuccess: onSaved,
      onError: (error) => {
        if (!loaded) return;
        const { version: _sent, ...changed } = fields;
        const action = { keys: Object.keys(changed) as SaveAgain['keys'], again: (next: CompanySettingsUpdate) => save(next, onSaved) };
        conflict.remember(loaded);
        void conflict.offer(error, loadSettings, { ...loaded, ...changed }, action).then((offered) => offered && update.reset());
      },
    });
  };
  return { update, save, conflict };
}
