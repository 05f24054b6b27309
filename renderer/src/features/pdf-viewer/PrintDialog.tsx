import PrintOutlined from '@mui/icons-material/PrintOutlined';
import SaveAltOutlined from '@mui/icons-material/SaveAltOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../lib/use-error-text.js';
import { isUnsupported, savePdfs, type PrintTarget } from './save-pdf.js';

/** A printed form a document has: the service's code (none for the main form) and its name. */
interface PrintForm {
  code?: string;
  name: string;
}
import { printForms, usePrinters } from './use-printing.js';

const SYSTEM_DEFAULT = '';

export interface PrintDialogProps {
  targets: PrintTarget[];
  /**
   * The forms the documents have, the main one (no code) first: the user ticks one or several, and
   * each document is printed in each ticked form, its forms together, with the copies asked for.
   */
  forms?: PrintForm[];
  onClose: () => void;
}

/**
 * Printing one or several forms in one job: printer and copies. Where the host cannot print
 * (the browser host), it says so plainly and offers the PDF files instead.
 */
export function PrintDialog({ targets: documents, forms, onClose }: PrintDialogProps) {
  const { t } = useTranslation();
  const [ticked, setTicked] = useState<ReadonlySet<number>>(() => new Set([0]));
  const targets = forms
    ? documents.flatMap((doc) =>
        forms
          .filter((_form, i) => ticked.has(i))
          .map((form) => ({
            uid: doc.uid,
            ...(form.code ? { form: form.code } : {}),
            title: form.code ? `${doc.title} (${form.name})` : doc.title,
          })),
      )
    : documents;
  const errorText = useErrorText();
  const printers = usePrinters();
  const [chosen, setChosen] = useState<string | null>(null);
  const [copies, setCopies] = useState('1');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [printUnsupported, setPrintUnsupported] = useState(false);
  const unsupported = printUnsupported || isUnsupported(printers.error);
  const printer = chosen ?? printers.data?.find((p) => p.isDefault)?.name ?? SYSTEM_DEFAULT;
  const copiesNumber = /^\d{1,2}$/.test(copies.trim()) ? Number(copies) : NaN;
  const copiesValid = copiesNumber >= 1 && copiesNumber <= 99;

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setOutcome(null);
    try {
      await action();
    } catch (error) {
      if (isUnsupported(error)) setPrintUnsupported(true);
      else setOutcome({ ok: false, text: errorText(error) });
    } finally {
      setBusy(false);
    }
  };
  const print = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (unsupported || !copiesValid || busy || targets.length === 0) return;
    void run(async () => {
      const result = await printForms(targets, copiesNumber, printer);
      setOutcome({ ok: true, text: t('pdfViewer.printDialog.printed', { count: result.printed }) });
    });
  };
  const save = () =>
    void run(async () => {
      const saved = await savePdfs(targets, t('pdfViewer.printDialog.joinedFileName', { count: targets.length }));
      if (saved > 0) setOutcome({ ok: true, text: t('pdfViewer.printDialog.saved', { count: saved }) });
    });

  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="print-dialog-title"
      data-testid="print-dialog"
      slotProps={{ paper: { component: 'form', onSubmit: print, noValidate: true } as object }}
    >
      <DialogTitle id="print-dialog-title">{t('pdfViewer.printDialog.title', { count: documents.length })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {forms ? (
            <FormGroup row aria-label={t('pdfViewer.printDialog.forms')} data-testid="print-forms">
              {forms.map((form, i) => (
                <FormControlLabel
                  key={form.code ?? 'main'}
                  label={form.name}
                  control={
                    <Checkbox
                      checked={ticked.has(i)}
                      onChange={(event) => {
                        const next = new Set(ticked);
                        if (event.target.checked) next.add(i);
                        else next.delete(i);
                        setTicked(next);
                      }}
                    />
                  }
                />
              ))}
            </FormGroup>
          ) : null}
          {targets.length === 0 ? <Alert severity="warning">{t('pdfViewer.printDialog.noForm')}</Alert> : null}
          <Typography
            component="div"
            variant="body2"
            color="text.secondary"
            sx={{ maxHeight: 120, overflow: 'auto' }}
            data-testid="print-targets"
          >
            {targets.map((target) => (
              <div key={`${target.uid}-${target.form ?? ''}`}>{target.title}</div>
            ))}
          </Typography>
          {printers.isLoading ? <LinearProgress /> : null}
          {unsupported ? (
            <Alert severity="warning" data-testid="print-unsupported">
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t('pdfViewer.printDialog.unsupported')}
              </Typography>
              <Typography variant="body2">{t('pdfViewer.printDialog.unsupportedHint')}</Typography>
            </Alert>
          ) : (
            <Stack direction="row" spacing={2}>
              <TextField
                select
                size="small"
                label={t('pdfViewer.printDialog.printer')}
                value={printer}
                sx={{ flexGrow: 1 }}
                disabled={!printers.data}
                onChange={(event) => setChosen(event.target.value)}
              >
                <MenuItem value={SYSTEM_DEFAULT}>{t('pdfViewer.printDialog.systemDefault')}</MenuItem>
                {(printers.data ?? []).map((p) => (
                  <MenuItem key={p.name} value={p.name}>
                    {p.isDefault ? t('pdfViewer.printDialog.defaultPrinter', { name: p.name }) : p.name}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                size="small"
                label={t('pdfViewer.copies')}
                value={copies}
                sx={{ width: 110 }}
                error={!copiesValid}
                helperText={copiesValid ? ' ' : t('pdfViewer.printDialog.copiesRange')}
                onChange={(event) => setCopies(event.target.value)}
                slotProps={{ htmlInput: { inputMode: 'numeric', style: { textAlign: 'right' } } }}
              />
            </Stack>
          )}
          {printers.error && !unsupported ? <Alert severity="error">{errorText(printers.error)}</Alert> : null}
          {outcome ? (
            <Alert severity={outcome.ok ? 'success' : 'error'} data-testid="print-outcome">
              {outcome.text}
            </Alert>
          ) : null}
          {busy ? <LinearProgress /> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('pdfViewer.close')}</Button>
        <Button
          startIcon={<SaveAltOutlined />}
          onClick={save}
          disabled={busy || targets.length === 0}
          variant={unsupported ? 'contained' : 'text'}
        >
          {t('pdfViewer.printDialog.saveAsPdf')}
        </Button>
        {unsupported ? null : (
          <Button
            type="submit"
            variant="contained"
            startIcon={<PrintOutlined />}
            disabled={busy || !copiesValid || printers.isLoading || targets.length === 0}
          >
            {t('pdfViewer.print')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
