import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, setLanguage, type Language } from '../i18n/i18n.js';

/** Ukrainian / English, remembered for the next start. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={i18n.language}
      aria-label={t('language.label')}
      onChange={(_event, value: Language | null) => {
        if (value) void setLanguage(value);
      }}
      sx={{
        bgcolor: 'rgba(255,255,255,0.12)',
        '& .MuiToggleButton-root': { color: '#fff', border: 'none', px: 1.25, py: 0.25 },
        '& .Mui-selected': { bgcolor: 'rgba(255,255,255,0.28) !important', color: '#fff !important' },
      }}
    >
      {LANGUAGES.map((lng) => (
        <ToggleButton key={lng} value={lng} lang={lng} aria-label={t(`language.${lng}`)}>
          {lng.toUpperCase()}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
