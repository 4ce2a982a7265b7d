import {
  DOCUMENT_DESCRIPTION_MAX,
  DOCUMENT_KINDS,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  DOCUMENT_NOTICES,
  type OwnerDocument,
} from '@adcast/domain/documents';
import { formatFileSize } from '@adcast/domain/format';
import UploadIcon from '@mui/icons-material/Upload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useId, useState } from 'react';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DateWithTime } from '../../ui/date-with-time';
import { RowActionsMenu } from '../../ui/row-actions-menu';
import { ScrollingTable } from '../../ui/scrolling-table';
import { SizedDialog } from '../../ui/sized-dialog';
import {
  type DocumentsOf,
  deleteRequest,
  describeRequest,
  downloadDocument,
  uploadRequest,
  useDocuments,
  useDocumentWrite,
} from './documents-api';

const ACCEPT = '.pdf,.png,.jpg,.jpeg,.txt,.csv,application/pdf,image/png,image/jpeg,text/plain,text/csv';

/** Why a chosen file is not sent, or null: the server reads the type from the bytes, the size is checked here first. */
export const documentFileError = (file: File): string | null =>
  file.size > DOCUMENT_MAX_BYTES ? DOCUMENT_MESSAGES.tooLarge(DOCUMENT_MAX_BYTES) : null;

/** Choose a file and an optional description, then upload. */
function UploadForm({ owner }: { owner: DocumentsOf }) {
  const write = useDocumentWrite(owner);
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [description, setDescription] = useState('');
  const error = file ? documentFileError(file) : null;
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    setFile(event.target.files?.[0] ?? null);
    event.target.value = '';
  };
  return (
    <Box
      component="form"
      aria-label="Upload a document"
      onSubmit={(event) => {
        event.preventDefault();
        if (file && !error)
          write.mutate(uploadRequest(owner, file, description), {
            onSuccess: () => {
              setFile(null);
              setDescription('');
            },
          });
      }}
      sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', mt: 2 }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<UploadIcon />}>
          Choose file
          <input
            id={inputId}
            type="file"
            hidden
            accept={ACCEPT}
            onChange={choose}
            aria-label="Document file"
          />
        </Button>
        <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {file ? `${file.name} (${formatFileSize(file.size)})` : DOCUMENT_MESSAGES.missing}
        </Typography>
        {error && (
          <Typography variant="body2" color="error" role="alert">
            {error}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary">
          {DOCUMENT_KINDS.map((kind) => kind.label).join(', ')} · max {formatFileSize(DOCUMENT_MAX_BYTES)}
        </Typography>
      </Box>
      <TextField
        size="small"
        label="Description"
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        slotProps={{ htmlInput: { maxLength: DOCUMENT_DESCRIPTION_MAX } }}
        sx={{ flex: '1 1 220px' }}
      />
      <Button type="submit" variant="contained" disabled={!file || Boolean(error) || write.isPending}>
        Upload
      </Button>
    </Box>
  );
}

/** The edit dialog: a document's description (its file stays as uploaded). */
function DescriptionDialog(props: { owner: DocumentsOf; document: OwnerDocument; onClose: () => void }) {
  const write = useDocumentWrite(props.owner);
  const [description, setDescription] = useState(props.document.description ?? '');
  return (
    <SizedDialog title={`Edit ${props.document.name}`} width={500} onClose={props.onClose}>
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          write.mutate(describeRequest(props.owner, props.document, description), {
            onSuccess: props.onClose,
          });
        }}
      >
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            label="Description"
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            slotProps={{ htmlInput: { maxLength: DOCUMENT_DESCRIPTION_MAX } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={write.isPending}>
            Save
          </Button>
        </DialogActions>
      </Box>
    </SizedDialog>
  );
}

/**
 * Part 2 §7 documents of a publisher or a content owner: the list with download for whoever may
 * see the owner; upload, description and delete for those who may edit it.
 */
export function OwnerDocuments({ owner, canEdit }: { owner: DocumentsOf; canEdit: boolean }) {
  const documents = useDocuments(owner);
  const write = useDocumentWrite(owner);
  const [editing, setEditing] = useState<OwnerDocument | null>(null);
  const [deleting, setDeleting] = useState<OwnerDocument | null>(null);
  const rows = documents.data ?? [];
  const actionsOf = (row: OwnerDocument) => [
    { label: 'Download', onSelect: () => void downloadDocument(owner, row) },
    ...(canEdit
      ? [
          { label: 'Edit description', onSelect: () => setEditing(row) },
          { label: 'Delete', onSelect: () => setDeleting(row) },
        ]
      : []),
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" gutterBottom>
        Documents
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">
          {documents.isPending ? 'Loading…' : 'No documents yet'}
        </Typography>
      ) : (
        <ScrollingTable label="Documents">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Description</TableCell>
              <TableCell align="right">Size</TableCell>
              <TableCell>Added by</TableCell>
              <TableCell>Added</TableCell>
              <TableCell>Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  <Link component="button" type="button" onClick={() => void downloadDocument(owner, row)}>
                    {row.name}
                  </Link>
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.description ?? '—'}</TableCell>
                <TableCell align="right">{formatFileSize(row.byteSize)}</TableCell>
                <TableCell>{row.createdBy ?? '—'}</TableCell>
                <TableCell>
                  <DateWithTime value={row.createdOn} />
                </TableCell>
                <TableCell>
                  <RowActionsMenu label={`Actions for ${row.name}`} actions={actionsOf(row)} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </ScrollingTable>
      )}
      {canEdit && <UploadForm owner={owner} />}
      {editing && <DescriptionDialog owner={owner} document={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        text={deleting ? DOCUMENT_NOTICES.confirmDelete(deleting.name) : undefined}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) write.mutate(deleteRequest(owner, deleting));
          setDeleting(null);
        }}
      />
    </Paper>
  );
}
