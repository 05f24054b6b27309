import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Entity } from '../../../../shared/api/directories.js';
import { VAT_CODES, type VatCode } from '../../../../shared/api/vat.js';
import type { LineDraft } from './editor-model.js';

const isVatCode = (code: unknown): code is VatCode => typeof code === 'string' && (VAT_CODES as readonly string[]).includes(code);

/**
 * A line's VAT is its goods' VAT code: our lines have no VAT of their own, the document has one
 * rate for all of them (docs/desktop-app.md, "Lines and VAT"). Goods whose code differs from the
 * document's are named here; when they all share one code the user can set it on the document.
 */
export const VatMismatch = memo(function VatMismatch({
  lines,
  entities,
  vatCode,
  onSet,
}: {
  lines: LineDraft[];
  entities: Entity[];
  vatCode: VatCode | null;
  onSet: (code: VatCode) => void;
}) {
  const { t } = useTranslation();
  const mismatched = useMemo(() => {
    const byUid = new Map(entities.map((entity) => [entity.uid, entity]));
    const found = new Map<string, { name: string; code: VatCode }>();
    for (const line of lines) {
      const entity = line.entity ? byUid.get(line.entity.uid) : undefined;
      if (entity && isVatCode(entity.vatCode) && entity.vatCode !== (vatCode ?? 'none'))
        found.set(entity.uid, { name: entity.name, code: entity.vatCode });
    }
    return [...found.values()];
  }, [lines, entities, vatCode]);
  const [first] = mismatched;
  if (!first) return null;
  const codeName = (code: VatCode) =>
    code === 'none' ? t('documents.editor.vatNone') : code === 'exempt' ? t('documents.editor.vatExempt') : `${code}%`;
  const codes = new Set(mismatched.map((item) => item.code));
  const names = mismatched
    .slice(0, 3)
    .map((item) => `«${item.name}» (${codeName(item.code)})`)
    .join(', ');
  return (
    <Alert
      severity="warning"
      sx={{ mb: 1 }}
      data-testid="vat-mismatch"
      action={
        codes.size === 1 ? (
          <Button color="inherit" size="small" onClick={() => onSet(first.code)}>
            {t('documents.editor.vatMismatchSet', { code: codeName(first.code) })}
          </Button>
        ) : null
      }
    >
      {t('documents.editor.vatMismatch', {
        names: mismatched.length > 3 ? `${names} …` : names,
        document: codeName(vatCode ?? 'none'),
      })}
    </Alert>
  );
});
