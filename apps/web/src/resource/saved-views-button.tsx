import BookmarksIcon from '@mui/icons-material/Bookmarks';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';

const SavedViewsDialog = lazy(() =>
  import('./saved-views-dialog').then((module) => ({ default: module.SavedViewsDialog })),
);

/** The list toolbar's Views: the user's saved views of this list, in a dialog. */
export function SavedViewsButton({ listLabel }: { listLabel: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" startIcon={<BookmarksIcon />} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Views
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SavedViewsDialog listLabel={listLabel} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
