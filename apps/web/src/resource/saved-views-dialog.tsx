import {
  SAVED_VIEW_MESSAGES,
  type SavedView,
  SavedViewNameSchema,
  viewSearchOf,
} from '@adcast/domain/views/saved-views';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import LinkIcon from '@mui/icons-material/Link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLocation, useRouter } from '@tanstack/react-router';
import { type FormEvent, type Ref, useRef, useState } from 'react';
import { toast } from '../api/toast-store';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { SizedDialog } from '../ui/sized-dialog';
import { savedViewWrites, useSavedViews, useSavedViewWrite } from './saved-views-api';

/** The schema's word on a name, once something was typed. */
const nameError = (name: string, touched: boolean) => {
  if (!touched) return undefined;
  const checked = SavedViewNameSchema.safeParse(name);
  return checked.success ? undefined : checked.error.issues[0]?.message;
};

/** A name field with its Save button: a new view's, or a view's new name. */
function NameForm({
  label,
  initial = '',
  submitLabel,
  busy,
  onSubmit,
  onCancel,
  inputRef,
}: {
  inputRef?: Ref<HTMLInputElement>;
  label: string;
  initial?: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (name: string) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const [name, setName] = useState(initial);
  const [touched, setTouched] = useState(false);
  const error = nameError(name, touched);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!SavedViewNameSchema.safeParse(name).success) return;
    void onSubmit(name.trim()).then(() => {
      setName('');
      setTouched(false);
    });
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
    >
      <TextField
        size="small"
        label={label}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setTouched(true);
        }}
        error={Boolean(error)}
        helperText={error}
        fullWidth
        inputRef={inputRef}
        autoFocus={Boolean(onCancel)}
      />
      <Button type="submit" variant="contained" disabled={busy} sx={{ flexShrink: 0 }}>
        {submitLabel}
      </Button>
      {onCancel && (
        <Button onClick={onCancel} sx={{ flexShrink: 0 }}>
          Cancel
        </Button>
      )}
    </Box>
  );
}

/**
 * The user's views of the list on screen (issue 31): save the list's filters, sort and columns
 * under a name, open one, copy its link (the link carries the settings, so it opens the same view
 * for anyone, with their own permissions), rename or delete one.
 */
export function SavedViewsDialog({ listLabel, onClose }: { listLabel: string; onClose: () => void }) {
  const router = useRouter();
  const { pathname, search } = useLocation({ select: ({ pathname, search }) => ({ pathname, search }) });
  const views = useSavedViews(pathname, true);
  const write = useSavedViewWrite();
  const [renaming, setRenaming] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<SavedView | null>(null);
  const nameField = useRef<HTMLInputElement>(null);
  const locationOf = (view: SavedView) =>
    router.buildLocation({ to: pathname, search: view.search } as never);
  const open = (view: SavedView) => {
    onClose();
    void router.navigate({ href: locationOf(view).href, replace: true });
  };
  const copyLink = (view: SavedView) => {
    const link = new URL(router.history.createHref(locationOf(view).href), window.location.href).href;
    void navigator.clipboard
      .writeText(link)
      .then(() => toast.show(SAVED_VIEW_MESSAGES.linkCopied))
      .catch(() => toast.error(`Could not copy the link: ${link}`));
  };
  const rows = views.data?.content ?? [];
  return (
    <SizedDialog title={`Views of ${listLabel}`} width={560} onClose={onClose}>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          A view keeps this list's filters, sort and columns. Its link opens the same view for anyone you send
          it to.
        </Typography>
        <NameForm
          inputRef={nameField}
          label="Name of the current view"
          submitLabel="Save view"
          busy={write.isPending}
          onSubmit={(name) =>
            write.mutateAsync(savedViewWrites.save({ list: pathname, name, search: viewSearchOf(search) }))
          }
        />
        <List aria-label={`Your views of ${listLabel}`} sx={{ mt: 1 }}>
          {rows.map((view) =>
            renaming === view.id ? (
              <ListItem key={view.id} disableGutters>
                <NameForm
                  label={`New name of ${view.name}`}
                  initial={view.name}
                  submitLabel="Rename"
                  busy={write.isPending}
                  onSubmit={(name) =>
                    write.mutateAsync(savedViewWrites.rename(view, name)).then(() => setRenaming(null))
                  }
                  onCancel={() => setRenaming(null)}
                />
              </ListItem>
            ) : (
              <ListItem
                key={view.id}
                disablePadding
                secondaryAction={
                  <>
                    <IconButton aria-label={`Copy link to ${view.name}`} onClick={() => copyLink(view)}>
                      <LinkIcon fontSize="small" />
                    </IconButton>
                    <IconButton aria-label={`Rename ${view.name}`} onClick={() => setRenaming(view.id)}>
                      <EditIcon fontSize="small" />
                    </IconButton>
                    <IconButton aria-label={`Delete ${view.name}`} onClick={() => setDeleting(view)}>
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </>
                }
                sx={{ '& .MuiListItemButton-root': { pr: 16 } }}
              >
                <ListItemButton onClick={() => open(view)}>
                  <ListItemText
                    primary={view.name}
                    slotProps={{ primary: { noWrap: true, title: view.name } }}
                  />
                </ListItemButton>
              </ListItem>
            ),
          )}
        </List>
        {views.isSuccess && rows.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            You have no saved views of this list yet.
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
      {/* Mounted only while asked: a confirmation still fading out when the views close would keep the page hidden from assistive technology. */}
      {deleting && (
        <ConfirmDialog
          open
          title="Delete view"
          text={SAVED_VIEW_MESSAGES.deleteConfirm(deleting.name)}
          confirmLabel="Delete"
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            // The deleted view's button goes, and focus with it: it waits in the name field instead.
            write.mutate(savedViewWrites.remove(deleting), { onSettled: () => nameField.current?.focus() });
            setDeleting(null);
          }}
        />
      )}
    </SizedDialog>
  );
}
