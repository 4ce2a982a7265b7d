import AddIcon from '@mui/icons-material/Add';
import type { LinkOptions } from '@tanstack/react-router';
import { ButtonLink } from './button-link';

/** The button that opens a create form, e.g. 'New connection'. */
export function NewButton({ link, label }: { link: LinkOptions; label: string }) {
  return (
    <ButtonLink variant="contained" startIcon={<AddIcon />} {...link}>
      {label}
    </ButtonLink>
  );
}
