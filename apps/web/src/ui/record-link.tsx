import Link from '@mui/material/Link';
import { Link as RouterLink } from '@tanstack/react-router';

/** A record's name: a link when there is somewhere the user may go, plain text otherwise. */
export function RecordLink({ to, text }: { to: string | undefined; text: string }) {
  if (to === undefined) return <span>{text}</span>;
  return (
    <Link component={RouterLink} to={to} underline="hover" sx={{ fontWeight: 500 }}>
      {text}
    </Link>
  );
}
