import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import type { Density } from './table-preferences';

export interface ColumnChoice {
  id: string;
  label: string;
}

export interface ColumnChooserProps {
  columns: readonly ColumnChoice[];
  hidden: readonly string[];
  onToggle: (id: string) => void;
  density: Density;
  onDensityChange: (density: Density) => void;
}

function CheckMark({ checked }: { checked: boolean }) {
  return (
    <ListItemIcon>
      {checked ? (
        <CheckBoxIcon fontSize="small" color="primary" />
      ) : (
        <CheckBoxOutlineBlankIcon fontSize="small" />
      )}
    </ListItemIcon>
  );
}

/** The columns a list shows and how dense its rows are, chosen from one menu. */
export function ColumnChooser({ columns, hidden, onToggle, density, onDensityChange }: ColumnChooserProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title="Columns and density">
        <IconButton
          size="small"
          aria-label="Columns and density"
          aria-haspopup="menu"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <ViewColumnIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {columns.map((column) => {
          const shown = !hidden.includes(column.id);
          return (
            <MenuItem
              key={column.id}
              role="menuitemcheckbox"
              aria-checked={shown}
              dense
              onClick={() => onToggle(column.id)}
            >
              <CheckMark checked={shown} />
              <ListItemText primary={column.label} />
            </MenuItem>
          );
        })}
        <Divider />
        <MenuItem
          role="menuitemcheckbox"
          aria-checked={density === 'compact'}
          dense
          onClick={() => onDensityChange(density === 'compact' ? 'standard' : 'compact')}
        >
          <CheckMark checked={density === 'compact'} />
          <ListItemText primary="Compact rows" />
        </MenuItem>
      </Menu>
    </>
  );
}
