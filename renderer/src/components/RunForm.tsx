import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';

export interface RunFormProps {
  children: ReactNode;
  runLabel: string;
  busy: boolean;
  blocked?: boolean;
  onRun: () => void;
}

/**
 * A report's parameters in one row, run by their button or by Enter in any field; `blocked` while a
 * field says its value cannot be run (a period that ends before it starts), so nothing is asked.
 */
export function RunForm(props: RunFormProps) {
  return (
    <Paper
      sx={{ p: 2, mb: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!props.blocked) props.onRun();
      }}
    >
      {props.children}
      <Button type="submit" variant="contained" startIcon={<PlayArrowOutlined />} disabled={props.busy || props.blocked === true}>
        {props.runLabel}
      </Button>
    </Paper>
  );
}
