import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { Link as RouterLink } from '@tanstack/react-router';

/** The button that opens a create form, e.g. 'New connection'. */
export function NewButton({ to, label }: { to: string; label: string }) {
  return (
    <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={to}>
      {label}
    </Button>
  );
}
