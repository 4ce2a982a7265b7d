import { type Publisher, SELLER_TYPE_OPTIONS, type SellerType } from '@adcast/domain/publishers/publishers';
import { PublisherSellerInputSchema } from '@adcast/domain/publishers/seller-entry';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCan } from '../../session/can';
import { sellerRequest, usePublisherWrite } from './publisher-api';

/** The publisher's entry in the public /sellers.json: seller id, domain, type, confidential. */
export function PublisherSeller({ publisher }: { publisher: Publisher }) {
  const canEdit = useCan()('PUBLISHERS_EDIT') && publisher.status !== 'ARCHIVED';
  const write = usePublisherWrite();
  const [sellerId, setSellerId] = useState(publisher.seller?.sellerId ?? '');
  const [domain, setDomain] = useState(publisher.seller?.domain ?? '');
  const [sellerType, setSellerType] = useState<SellerType>(publisher.seller?.sellerType ?? 'PUBLISHER');
  const [confidential, setConfidential] = useState(publisher.seller?.confidential ?? false);
  const [touched, setTouched] = useState(false);
  const parsed = PublisherSellerInputSchema.safeParse({
    sellerId,
    domain,
    sellerType,
    confidential,
    version: publisher.version,
  });
  const errorOf = (field: string) =>
    touched && !parsed.success
      ? parsed.error.issues.find((issue) => issue.path[0] === field)?.message
      : undefined;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" gutterBottom>
        Sellers.json entry
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Buyers read it at /sellers.json to check who sells this publisher’s inventory.
      </Typography>
      <Box
        component="form"
        aria-label="Sellers.json entry"
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (parsed.success) write.mutate(sellerRequest(publisher, parsed.data));
        }}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        <TextField
          size="small"
          label="Seller id"
          required
          value={sellerId}
          disabled={!canEdit}
          onChange={(event) => setSellerId(event.target.value)}
          error={Boolean(errorOf('sellerId'))}
          helperText={errorOf('sellerId') ?? ' '}
        />
        <TextField
          size="small"
          label="Domain"
          value={domain}
          disabled={!canEdit}
          onChange={(event) => setDomain(event.target.value)}
          error={Boolean(errorOf('domain'))}
          helperText={errorOf('domain') ?? ' '}
        />
        <TextField
          select
          size="small"
          label="Seller type"
          value={sellerType}
          disabled={!canEdit}
          onChange={(event) => setSellerType(event.target.value as SellerType)}
          helperText=" "
        >
          {SELLER_TYPE_OPTIONS.map((option) => (
            <MenuItem key={option.key} value={option.key}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Checkbox
              checked={confidential}
              disabled={!canEdit}
              onChange={(event) => setConfidential(event.target.checked)}
            />
          }
          label="Confidential (name and domain left out)"
        />
        {canEdit && (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gridColumn: { sm: '1 / -1' } }}>
            <Button type="submit" variant="contained" disabled={write.isPending}>
              Save entry
            </Button>
          </Box>
        )}
      </Box>
    </Paper>
  );
}
