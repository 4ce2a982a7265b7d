import { ROLE_LABELS, type Role } from '@adcast/domain/roles';
import { USER_NOTICES } from '@adcast/domain/users/messages';
import { roleChoiceProblems } from '@adcast/domain/users/roles';
import type { User } from '@adcast/domain/users/users';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { contentOwnerSource, publisherSource } from '../../resource/picker-sources-api';
import { useCan } from '../../session/can';
import { useMe } from '../../session/me';
import { EntityPicker } from '../../ui/pickers/entity-picker';
import {
  fixesRole,
  initialValues,
  keptLinks,
  mayWriteUsers,
  roleChoices,
  type UserDialogContext,
  type UserFormValues,
  userCreateSchema,
  userEditSchema,
} from './user-form';
import { userWrites, useUserWrite } from './users-api';

export interface UserDialogProps {
  /** The user to edit; null creates one. */
  user: User | null;
  context: UserDialogContext;
  onClose: () => void;
}

/** The field's first message, once the user has been in it. */
function errorsOf(issues: { path: PropertyKey[]; message: string }[]) {
  const byField: Partial<Record<keyof UserFormValues, string>> = {};
  for (const issue of issues) {
    const field = issue.path[0] as keyof UserFormValues;
    byField[field] ??= issue.message;
  }
  return byField;
}

/**
 * Part 2 §2 'Create new user' / 'Edit user' (500 px) with the rules of part 2 §5: e-mail locked when
 * editing, password on create only (empty sends a set-password link), at most one main role,
 * publishers with the publisher role, content owners with the content owner role, Save hidden
 * without users-create; opened from a publisher or content owner the role is fixed.
 */
export function UserDialog({ user, context, onClose }: UserDialogProps) {
  const me = useMe();
  const can = useCan();
  const write = useUserWrite();
  const [values, setValues] = useState(() => initialValues(user, context));
  const [touched, setTouched] = useState<Partial<Record<keyof UserFormValues, boolean>>>({});
  const editing = user !== null;
  const fixedRole = fixesRole(context);
  const own = context.kind === 'ownPublisher';
  const choices = roleChoices(me, context);

  const parsed = (editing ? userEditSchema : userCreateSchema).safeParse({ ...values, ...keptLinks(values) });
  const errors = parsed.success ? {} : errorsOf(parsed.error.issues);
  const problems = roleChoiceProblems(values);
  const valid = parsed.success && problems.length === 0;
  const set = <K extends keyof UserFormValues>(field: K, value: UserFormValues[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setTouched((previous) => ({ ...previous, [field]: true }));
  };
  const shown = (field: keyof UserFormValues) => (touched[field] ? errors[field] : undefined);
  const touch = (field: keyof UserFormValues) => () =>
    setTouched((previous) => ({ ...previous, [field]: true }));

  const save = () => {
    if (!parsed.success) return;
    const links = keptLinks(values);
    const password = values.password || undefined;
    if (own) {
      const name = values.name.trim();
      const email = values.email.trim();
      write.mutate(
        user ? userWrites.renameOwn(user, name) : userWrites.createOwn({ email, name, password }),
        {
          onSuccess: onClose,
        },
      );
      return;
    }
    const request = user
      ? userWrites.update(user, { name: values.name.trim(), roles: values.roles, ...links })
      : userWrites.create(
          { ...(parsed.data as UserFormValues), ...links, password },
          context.kind === 'network' ? context.networkId : undefined,
        );
    write.mutate(request, { onSuccess: onClose });
  };

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="user-dialog-title"
      slotProps={{ paper: { sx: { width: 500 } } }}
    >
      <DialogTitle id="user-dialog-title">{editing ? 'Edit user' : 'Create new user'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Email"
            required
            disabled={editing}
            value={values.email}
            onChange={(event) => set('email', event.target.value)}
            onBlur={touch('email')}
            error={Boolean(shown('email'))}
            helperText={shown('email')}
            slotProps={{ htmlInput: { autoComplete: 'off' } }}
          />
          <TextField
            label="Name"
            required
            value={values.name}
            onChange={(event) => set('name', event.target.value)}
            onBlur={touch('name')}
            error={Boolean(shown('name'))}
            helperText={shown('name')}
          />
          {!editing && (
            <TextField
              label="Password"
              type="password"
              value={values.password}
              onChange={(event) => set('password', event.target.value)}
              onBlur={touch('password')}
              error={Boolean(shown('password'))}
              helperText={shown('password') ?? USER_NOTICES.passwordHint}
              slotProps={{ htmlInput: { autoComplete: 'new-password' } }}
            />
          )}
          <TextField
            select
            label="Roles"
            required
            disabled={fixedRole}
            value={values.roles}
            onBlur={touch('roles')}
            error={Boolean(shown('roles'))}
            helperText={shown('roles')}
            slotProps={{
              select: {
                multiple: true,
                renderValue: (selected) => (selected as Role[]).map((role) => ROLE_LABELS[role]).join(', '),
              },
            }}
            onChange={(event) => set('roles', event.target.value as unknown as Role[])}
          >
            {(fixedRole ? values.roles : choices).map((role) => (
              <MenuItem key={role} value={role}>
                <Checkbox checked={values.roles.includes(role)} size="small" />
                <ListItemText primary={ROLE_LABELS[role]} />
              </MenuItem>
            ))}
          </TextField>
          {values.roles.includes('PUBLISHER') && (
            <EntityPicker
              multiple
              source={publisherSource}
              disabled={context.kind === 'publisher' || own}
              value={values.publisherIds}
              onChange={(ids) => set('publisherIds', ids)}
            />
          )}
          {values.roles.includes('CONTENT_OWNER') && (
            <EntityPicker
              multiple
              source={contentOwnerSource}
              disabled={context.kind === 'contentOwner'}
              value={values.contentOwnerIds}
              onChange={(ids) => set('contentOwnerIds', ids)}
            />
          )}
          {problems.map((problem) => (
            <Alert key={problem} severity="info">
              {problem}
            </Alert>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        {mayWriteUsers(context, can('USERS_CREATE')) && (
          <Button variant="contained" disabled={!valid || write.isPending} onClick={save}>
            Save
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
