import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasBridge } from '../lib/bridge.js';
import { useLiveChanges } from '../lib/use-live-changes.js';
import { ActiveConnection } from './ActiveConnection.js';
import { LanguageSwitch } from './LanguageSwitch.js';
import { NavList } from './NavList.js';
import { PersonNameDialog } from './PersonNameDialog.js';
import { VatPayerDialog } from './VatPayerDialog.js';
import { ScreenView } from './ScreenView.js';
import { useRoute } from './use-route.js';

const DRAWER_WIDTH = 232;

/** The frame around every screen: title bar, sections on the left, the screen in the middle. */
export function AppShell() {
  const { t } = useTranslation();
  const [route, navigate] = useRoute();
  useLiveChanges();
  // Bumped when the app bar switches companies: the screen starts afresh, so no record or editor of
  // the old company stays open over the new one's data.
  const [switches, setSwitches] = useState(0);
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar position="fixed" color="primary" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar variant="dense" sx={{ gap: 2 }}>
          <Typography variant="h6" component="div" sx={{ fontWeight: 700, letterSpacing: 0.5 }}>
            {t('app.title')}
          </Typography>
          <Box sx={{ flexGrow: 1 }} />
          <ActiveConnection
            onOpen={() => navigate('connections')}
            onSwitched={() => {
              navigate(route);
              setSwitches((count) => count + 1);
            }}
          />
          <LanguageSwitch />
        </Toolbar>
      </AppBar>
      <Drawer
        variant="permanent"
        sx={{
          width: DRAWER_WIDTH,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box', borderRight: '1px solid #dde2e7' },
        }}
      >
        <Toolbar variant="dense" />
        <NavList current={route} onNavigate={navigate} />
      </Drawer>
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, p: 3, minWidth: 0, outline: 'none' }}>
        <Toolbar variant="dense" />
        {hasBridge() ? <ScreenView key={switches} route={route} /> : <Alert severity="error">{t('app.noBridge')}</Alert>}
        {hasBridge() ? <VatPayerDialog /> : null}
        {hasBridge() ? <PersonNameDialog /> : null}
      </Box>
    </Box>
  );
}
