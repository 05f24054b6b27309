import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useConnections } from '../lib/use-connections.js';

/** The company the user is working in, always visible; a click opens the connections. */
export function ActiveConnection({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  const { data } = useConnections();
  const active = data?.find((connection) => connection.active);
  return (
    <Button
      color="inherit"
      startIcon={<BusinessOutlined />}
      onClick={onOpen}
      title={t('company.current')}
      data-testid="active-connection"
      sx={{ fontWeight: 500 }}
    >
      {active?.name ?? t('company.none')}
    </Button>
  );
}
