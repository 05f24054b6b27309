import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

export interface PostedNoticeProps {
  text: string;
  unpostLabel: string;
  onUnpost: () => void;
  busy: boolean;
}

/** Why a posted record's editor is read-only, with the unpost that makes it editable again. */
export function PostedNotice({ text, unpostLabel, onUnpost, busy }: PostedNoticeProps) {
  return (
    <Alert
      severity="info"
      sx={{ mb: 1 }}
      data-testid="read-only-notice"
      action={
        <Button color="inherit" size="small" onClick={onUnpost} disabled={busy}>
          {unpostLabel}
        </Button>
      }
    >
      {text}
    </Alert>
  );
}
