import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { factsOf } from '../lib/error-words.js';
import { CHECK_CERTIFICATE, openLink } from '../lib/record-links.js';
import { useErrorText } from '../lib/use-error-text.js';

export interface ErrorAlertProps {
  error: unknown;
  sx?: SxProps<Theme>;
}

/**
 * A failure in the user's language (lib/use-error-text.ts); nothing while there is none. A server whose
 * certificate changed is a decision for the user, not only a failure: the alert opens the check of it
 * (old and new fingerprints side by side) from wherever the refusal appears.
 */
export function ErrorAlert({ error, sx }: ErrorAlertProps) {
  const errorText = useErrorText();
  const { t } = useTranslation();
  if (!error) return null;
  const changed = factsOf(error).reason === 'CERTIFICATE_CHANGED';
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        changed ? (
          <Button color="inherit" size="small" onClick={() => openLink('connections', CHECK_CERTIFICATE)}>
            {t('connections.checkCertificate')}
          </Button>
        ) : undefined
      }
    >
      {errorText(error)}
    </Alert>
  );
}
