import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';
import { useErrorText } from '../lib/use-error-text.js';

/** A failure in the user's language (lib/use-error-text.ts); nothing while there is none. */
export function ErrorAlert({ error, sx }: { error: unknown; sx?: SxProps<Theme> }) {
  const errorText = useErrorText();
  if (!error) return null;
  return (
    <Alert severity="error" sx={sx}>
      {errorText(error)}
    </Alert>
  );
}
