import Link from '@mui/material/Link';
import { createLink, type LinkOptions } from '@tanstack/react-router';

const MuiRouterLink = createLink(Link);

/** A record's name: a link when there is somewhere the user may go, plain text otherwise. */
export function RecordLink({ link, text }: { link: LinkOptions | undefined; text: string }) {
  if (link === undefined) return <span>{text}</span>;
  return (
    <MuiRouterLink underline="hover" sx={{ fontWeight: 500 }} {...link}>
      {text}
    </MuiRouterLink>
  );
}
