import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format.js';
import { localToday } from '../../lib/period.js';
import { AwaitingInvoicesCard } from './AwaitingInvoicesCard.js';
import { LowStockCard } from './LowStockCard.js';
import { OverdueCard } from './OverdueCard.js';
import { UnpostedCard } from './UnpostedCard.js';

/** The start page: what needs doing today, each line a link into its screen. */
export function DashboardScreen() {
  const { t } = useTranslation();
  const today = localToday();
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, mb: 2 }}>
        <Typography variant="h5" component="h1">
          {t('dashboard.title')}
        </Typography>
        <Typography variant="body1" color="text.secondary" data-testid="dashboard-today">
          {t('dashboard.today', { date: formatDate(today) })}
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2, alignItems: 'start' }}>
        <UnpostedCard today={today} />
        <LowStockCard />
        <OverdueCard today={today} />
        <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
          <AwaitingInvoicesCard today={today} />
        </Box>
      </Box>
    </Box>
  );
}
