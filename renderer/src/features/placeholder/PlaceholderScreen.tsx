import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Route } from '../../app/routes.js';

/** A section that comes in a later issue: says what it will hold, and shows no made-up data. */
export function PlaceholderScreen({ route }: { route: Exclude<Route, 'connections'> }) {
  const { t } = useTranslation();
  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t(`nav.${route}`)}
      </Typography>
      <Paper sx={{ p: 4, display: 'flex', gap: 3, alignItems: 'flex-start', maxWidth: 760 }} data-testid="placeholder">
        <ConstructionOutlined color="action" sx={{ fontSize: 40 }} />
        <Box>
          <Chip label={t('placeholder.badge')} size="small" sx={{ mb: 1.5 }} />
          <Typography variant="body1" sx={{ mb: 1 }}>
            {t(`placeholder.${route}`)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('placeholder.notYet')}
          </Typography>
        </Box>
      </Paper>
    </Box>
  );
}
