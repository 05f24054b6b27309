import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BridgeError } from '../lib/bridge.js';
import { useErrorText } from '../lib/use-error-text.js';
import { detailWords, factsOf, refusalParams } from '../lib/error-words.js';
import type { Refusal } from '../lib/service-refusal.js';

export interface RefusalAlertProps {
  refusal: Refusal;
  texts?: string;
}

/**
 * A refusal of the service in the user's language, with the service's own words underneath. `texts`
 * names a record's own refusal texts (`operations.refusals`), read before the documents' ones where a
 * code means something else for it.
 */
export function RefusalAlert({ refusal, texts }: RefusalAlertProps) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const own = texts ? `${texts}.${refusal.code ?? ''}` : null;
  const key = own !== null && i18n.exists(own) ? own : `refusals.${refusal.code ?? ''}`;
  const known = refusal.code !== null && i18n.exists(key);
  // The service's own words go to the log; what it says in figures is shown in the user's language.
  const facts = { ...factsOf(refusal.error), serviceCode: refusal.code, message: refusal.message };
  const detail = known ? detailWords(t, facts) : null;
  return (
    <Alert severity="error" data-testid="refusal" data-code={refusal.code ?? ''} sx={{ my: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {known ? t(key, refusalParams(facts)) : errorText(refusal.error)}
      </Typography>
      {detail ? (
        <Typography variant="body2" data-testid="refusal-detail">
          {detail}
        </Typography>
      ) : null}
      {known && refusal.error instanceof BridgeError && refusal.error.requestId ? (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }} data-testid="request-id">
          {t('errors.requestId', { id: refusal.error.requestId })}
        </Typography>
      ) : null}
    </Alert>
  );
}
