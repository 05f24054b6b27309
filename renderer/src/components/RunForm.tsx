import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';

/** A report's parameters in one row, run by their button or by Enter in any field. */
export function RunForm(props: { children: ReactNode; runLabel: string; busy: boolean; onRun: () => void }) {
  return (
    <Paper
      sx={{ p: 2, mb: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        props.onRun();
      }}
    >
      {props.children}
      <Button type="submit" variant="contained" startIcon={<PlayArrowOutlined />} disabled={props.busy}>
        {props.runLabel}
      </Button>
    </Paper>
  );
}
