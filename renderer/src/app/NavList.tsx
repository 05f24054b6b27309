import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import PostAddOutlined from '@mui/icons-material/PostAddOutlined';
import LanOutlined from '@mui/icons-material/LanOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useOffers } from '../lib/use-service-info.js';
import { LEDGER_ROUTES, ROUTES, type Route } from './routes.js';

const ICONS: Record<Route, ReactElement> = {
  dashboard: <DashboardOutlined />,
  documents: <DescriptionOutlined />,
  payments: <AccountBalanceWalletOutlined />,
  bank: <AccountBalanceOutlined />,
  operations: <PostAddOutlined />,
  directories: <MenuBookOutlined />,
  reports: <AssessmentOutlined />,
  company: <BusinessOutlined />,
  connections: <LanOutlined />,
};

export interface NavListProps {
  current: Route;
  onNavigate: (route: Route) => void;
}

/** The sections, as real buttons: reachable with Tab and Enter, the current one announced. */
export function NavList({ current, onNavigate }: NavListProps) {
  const { t } = useTranslation();
  const ledger = useOffers('ledger.accounts');
  return (
    <nav aria-label={t('nav.label')}>
      <List dense sx={{ pt: 1 }}>
        {ROUTES.filter((route) => ledger || !LEDGER_ROUTES.includes(route)).map((route) => (
          <ListItemButton
            key={route}
            selected={route === current}
            aria-current={route === current ? 'page' : undefined}
            onClick={() => onNavigate(route)}
            sx={{ mx: 1, borderRadius: 1 }}
          >
            <ListItemIcon sx={{ minWidth: 36 }}>{ICONS[route]}</ListItemIcon>
            <ListItemText primary={t(route === 'dashboard' ? 'dashboard.nav' : `nav.${route}`)} />
          </ListItemButton>
        ))}
      </List>
    </nav>
  );
}
