import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import { useRef } from 'react';

export interface FileChooseButtonProps {
  label: string;
  accept: string;
  /** Names the hidden input, which tests give their files to. */
  testId: string;
  variant: 'contained' | 'outlined';
  disabled: boolean;
  onFile: (file: File) => void;
}

/**
 * A button that opens the file dialog and hands over the chosen file. The input is cleared each
 * time, so the same file chosen again (a statement corrected and saved anew) is read again.
 */
export function FileChooseButton({ label, accept, testId, variant, disabled, onFile }: FileChooseButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        data-testid={testId}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          if (chosen) onFile(chosen);
        }}
      />
      <Button variant={variant} startIcon={<UploadFileOutlined />} onClick={() => input.current?.click()} disabled={disabled}>
        {label}
      </Button>
    </>
  );
}
