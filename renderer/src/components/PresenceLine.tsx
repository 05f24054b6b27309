import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import type { PresenceKind } from '../../../shared/api/presence.js';
import { useOpenRecord } from '../lib/use-presence.js';

export interface PresenceLineProps {
  kind: PresenceKind;
  uid: string | null;
}

/** «Також відкрито: Олена Коваль»: who else has this record open for editing now; nothing when nobody has. */
export function PresenceLine({ kind, uid }: PresenceLineProps) {
  const { t } = useTranslation();
  const others = useOpenRecord(kind, uid);
  if (others.length === 0) return null;
  return (
    <Alert severity="info" icon={<PeopleOutlined />} sx={{ mb: 1 }} data-testid="presence-line">
      {t('live.alsoOpen', { names: others.map((person) => person.name).join(', ') })}
    </Alert>
  );
}
