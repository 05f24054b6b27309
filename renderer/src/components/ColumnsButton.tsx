import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import type { ColumnChoice } from '../lib/column-choices.js';

export interface ColumnsButtonProps {
  label: string;
  columns: { field: string; label: string }[];
  choice: ColumnChoice;
  onChange: (field: string, shown: boolean) => void;
}

/** "Columns": a menu of a list's optional columns, each ticked when shown; the list keeps the choice. */
export function ColumnsButton({ label, columns, choice, onChange }: ColumnsButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button startIcon={<ViewColumnOutlined />} onClick={(event) => setAnchor(event.currentTarget)} data-testid="columns-button">
        {label}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {columns.map(({ field, label: name }) => {
          const shown = choice[field] !== false;
          return (
            <MenuItem key={field} role="menuitemcheckbox" aria-checked={shown} onClick={() => onChange(field, !shown)}>
              <ListItemIcon>
                <Checkbox edge="start" size="small" checked={shown} tabIndex={-1} disableRipple />
              </ListItemIcon>
              <ListItemText>{name}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
