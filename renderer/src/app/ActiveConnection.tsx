import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnectionActions, useConnections } from '../lib/use-connections.js';

export interface ActiveConnectionProps {
  onOpen: () => void;
  onSwitched: () => void;
}

/**
 * The company the user is working in, always visible, the demo one marked; its menu switches to
 * another company or opens the connections screen. After a switch, `onSwitched` leaves any record
 * of the old company that was open.
 */
export function ActiveConnection({ onOpen, onSwitched }: ActiveConnectionProps) {
  const { t } = useTranslation();
  const { data } = useConnections();
  const { select } = useConnectionActions();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const active = data?.find((connection) => connection.active);
  const demoChip = <Chip size="small" label={t('connections.demo')} sx={{ ml: 1, height: 20, fontSize: 12 }} />;
  return (
    <>
      <Button
        color="inherit"
        startIcon={<BusinessOutlined />}
        endIcon={<ExpandMoreOutlined />}
        onClick={(event) => setAnchor(event.currentTarget)}
        title={t('company.current')}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? 'company-switcher' : undefined}
        data-testid="company-switcher-button"
        sx={{ fontWeight: 500, textTransform: 'none' }}
      >
        <span data-testid="active-connection">{active?.name ?? t('company.none')}</span>
        {active?.isDemo ? (
          <Chip
            size="small"
            label={t('connections.demo')}
            data-testid="active-connection-demo"
            sx={{ ml: 1, height: 20, fontSize: 12, color: 'inherit', borderColor: 'currentColor' }}
            variant="outlined"
          />
        ) : null}
      </Button>
      <Menu id="company-switcher" anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {(data ?? []).map((connection) => (
          <MenuItem
            key={connection.id}
            selected={connection.active}
            onClick={() => {
              setAnchor(null);
              if (!connection.active) select.mutate(connection.id, { onSuccess: onSwitched });
            }}
          >
            <ListItemIcon>{connection.active ? <CheckOutlined fontSize="small" /> : null}</ListItemIcon>
            <ListItemText>{connection.name}</ListItemText>
            {connection.isDemo ? demoChip : null}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onOpen();
          }}
        >
          <ListItemIcon />
          <ListItemText>{t('companies.allConnections')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
