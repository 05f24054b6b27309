import ArrowBack from '@mui/icons-material/ArrowBack';
import CheckCircle from '@mui/icons-material/CheckCircle';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface EditorBarProps {
  backLabel: string;
  onBack: () => void;
  title: string;
  done: boolean;
  /** `<prefix>-posted` / `<prefix>-not-posted` name the state chip for the tests. */
  testIdPrefix: string;
  dirty?: boolean;
  busy: boolean;
  /** Save and post are off while the draft cannot be sent (a sum that is not a figure). */
  invalid?: boolean;
  /** The record lies in the closed period: save, post and unpost are off, and the chip says why. */
  locked?: boolean;
  onSave: () => void;
  onPost: () => void;
  onUnpost: () => void;
  children?: ReactNode;
}

/**
 * The top of a record editor (a document or a payment): back, the title, posted or not, unsaved
 * changes, the editor's own actions (`children`), then unpost, or save and post; a bar shows while busy.
 */
export function EditorBar(props: EditorBarProps) {
  const { t } = useTranslation();
  const { busy, locked } = props;
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5, flexWrap: 'wrap' }}>
        <Button startIcon={<ArrowBack />} onClick={props.onBack}>
          {props.backLabel}
        </Button>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          {props.title}
        </Typography>
        {props.done ? (
          <Chip icon={<CheckCircle />} color="success" label={t('documents.posted')} data-testid={`${props.testIdPrefix}-posted`} />
        ) : (
          <Chip variant="outlined" label={t('documents.notPosted')} data-testid={`${props.testIdPrefix}-not-posted`} />
        )}
        {locked ? (
          <Chip
            icon={<LockOutlined />}
            color="warning"
            variant="outlined"
            label={t('lock.chip')}
            data-testid={`${props.testIdPrefix}-locked`}
          />
        ) : null}
        {props.dirty ? <Chip size="small" color="warning" variant="outlined" label={t('documents.editor.unsaved')} /> : null}
        <Box sx={{ flexGrow: 1 }} />
        {props.children}
        {props.done ? (
          <Button variant="outlined" startIcon={<LockOpenOutlined />} onClick={props.onUnpost} disabled={busy || locked}>
            {t('documents.editor.unpost')}
          </Button>
        ) : (
          <>
            <Button variant="outlined" startIcon={<SaveOutlined />} onClick={props.onSave} disabled={busy || props.invalid || locked}>
              {t('documents.editor.save')}
            </Button>
            <Button variant="contained" startIcon={<TaskAltOutlined />} onClick={props.onPost} disabled={busy || props.invalid || locked}>
              {t('documents.editor.post')}
            </Button>
          </>
        )}
      </Box>
      <Box sx={{ height: 4 }}>{busy ? <LinearProgress /> : null}</Box>
    </>
  );
}
