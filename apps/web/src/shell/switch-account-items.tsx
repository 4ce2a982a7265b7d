import type { Me } from '@adcast/domain/user';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import { useMyContentOwners, useMyPublishers } from '../session/my-accounts';

/** Hash URLs of the account homes, opened in a new tab (part 2 §6). */
const accountHref = (kind: 'p' | 'co', id: number) => `/#/${kind}/${id}`;

/** Part 2 §6 switch account: the user's publishers and content owners, each in a new tab. */
export function useSwitchAccountItems(me: Me, open: boolean) {
  const publishers = useMyPublishers(me, open);
  const contentOwners = useMyContentOwners(me, open);
  const entries = [
    ...(publishers.data ?? []).map((publisher) => ({
      key: `p-${publisher.id}`,
      label: publisher.name,
      href: accountHref('p', publisher.id),
    })),
    ...(contentOwners.data ?? []).map((owner) => ({
      key: `co-${owner.id}`,
      label: owner.name,
      href: accountHref('co', owner.id),
    })),
  ];
  if (entries.length === 0) return [];
  return [
    // Inside role=menu the heading is no list item; each entry's name says what it does instead.
    <ListSubheader key="switch-account" role="presentation">
      Switch account
    </ListSubheader>,
    ...entries.map((entry) => (
      <MenuItem
        key={entry.key}
        component="a"
        href={entry.href}
        target="_blank"
        rel="noopener"
        aria-label={`${entry.label} (switch account, opens in a new tab)`}
      >
        {entry.label}
      </MenuItem>
    )),
  ];
}
