import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { RoutePending } from './route-pending';

export interface LoadedProps<T> {
  query: { data?: T | null; isPending: boolean };
  /** 'connection': named when the record is missing or not visible to the user. */
  what: string;
  children: (data: T) => ReactNode;
}

/** A page's record: a spinner while it loads, a plain notice when it is not there, else the page. */
export function Loaded<T>({ query, what, children }: LoadedProps<T>) {
  if (query.isPending) return <RoutePending />;
  if (!query.data) {
    return (
      <Paper variant="outlined" sx={{ p: 4 }}>
        <Typography>The {what} was not found, or you may not see it.</Typography>
      </Paper>
    );
  }
  return children(query.data);
}
