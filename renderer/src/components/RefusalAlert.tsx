import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BridgeError } from '../lib/bridge.js';
import { serviceRefusalKey, useErrorText } from '../lib/use-error-text.js';
import type { Refusal } from '../lib/service-refusal.js';

/** A refusal of the service in the user's language, with the service's own words underneath. */
export function RefusalAlert({ refusal }: { refusal: Refusal }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  // The editors' own words first; then the words any screen has for the service's refusals (a closed period).
  const service = serviceRefusalKey(refusal.error);
  const editorKey = `documents.refusals.${refusal.code ?? ''}`;
  const key = i18n.exists(editorKey) || !service ? editorKey : service.key;
  const known = refusal.code !== null && i18n.exists(key);
  return (
    <Alert severity="error" data-testid="refusal" data-code={refusal.code ?? ''} sx={{ my: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {known ? t(key, service?.params ?? {}) : errorText(refusal.error)}
      </Typography>
      {known ? (
        <Typography variant="caption" color="text.secondary">
          {t('documents.refusals.detail', { message: refusal.message })}
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
