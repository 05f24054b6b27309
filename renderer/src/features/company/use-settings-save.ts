import { useQueryClient } from '@tanstack/react-query';
import type { CompanySettings, CompanySettingsRecord, CompanySettingsUpdate } from '../../../../shared/api/company.js';
import { desktop } from '../../lib/bridge.js';
import { queryKeys } from '../../lib/query-keys.js';
import { mergeFields } from '../../lib/record-conflict.js';
import { useUpdateCompanySettings } from '../../lib/use-company-settings.js';
import { useRecordConflict } from '../../lib/use-record-conflict.js';

type Saved = ((saved: CompanySettingsRecord) => void) | undefined;
/** The fields a card saves; the version goes with them from the settings they were typed over. */
type Fields = Omit<CompanySettingsUpdate, 'version'>;

/** A refused save, to make again: the fields it sent, and how to send them over the settings they now go onto. */
interface SaveAgain {
  keys: (keyof CompanySettings)[];
  again: (fields: Fields, onto: CompanySettingsRecord) => void;
}

const loadSettings = async () => (await desktop['company.settings']({})).data;

/**
 * A card of the settings screen saving some of the company's fields, with the editors' conflict
 * dialog (docs/desktop-app.md, "Two people on one record"): a save made on settings someone else has
 * changed since they were read shows who changed what; «Оновити» shows their settings on every card
 * and lists this user's fields, «Застосувати мої зміни поверх» saves this user's fields over theirs.
 * `onTheirs` tells the card that their settings are shown, so it drops what was typed.
 */
export function useSettingsSave(onTheirs?: () => void) {
  const client = useQueryClient();
  const update = useUpdateCompanySettings();
  const conflict = useRecordConflict<CompanySettingsRecord, SaveAgain>({
    recordOf: (settings) => settings,
    merge: (loaded, mine, theirs) => ({
      ...mergeFields({ loaded, mine, theirs }, Object.keys(mine) as (keyof CompanySettings)[]),
      version: theirs.version,
    }),
    show: (theirs) => {
      client.setQueryData(queryKeys.company.settings, theirs);
      update.reset();
      onTheirs?.();
    },
    // Only the fields this user sent go again: the rest of the other person's save stays.
    redo: (merged, { keys, again }, theirs) => again(Object.fromEntries(keys.map((key) => [key, merged[key]])), theirs),
  });

  // Sent with the version of `base`, the settings the fields were typed over, which the dialog compares.
  const send = (fields: Fields, base: CompanySettingsRecord | undefined, onSaved: Saved) => {
    update.mutate(base ? { ...fields, version: base.version } : fields, {
      onSuccess: onSaved,
      onError: (error) => {
        if (!base) return;
        const keys = Object.keys(fields) as SaveAgain['keys'];
        const action = { keys, again: (next: Fields, onto: CompanySettingsRecord) => send(next, onto, onSaved) };
        conflict.remember(base);
        void conflict
          .offer(error, { load: loadSettings, mine: { ...base, ...fields }, action })
          .then((offered) => offered && update.reset());
      },
    });
  };
  /** Saves `fields` typed over `base` (by default the settings every card shows now). */
  const save = (fields: Fields, onSaved?: Saved, base?: CompanySettingsRecord) =>
    send(fields, base ?? client.getQueryData<CompanySettingsRecord>(queryKeys.company.settings), onSaved);
  return { update, save, conflict };
}
