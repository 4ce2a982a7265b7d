import { DEAL_TYPE_OPTIONS, type Deal } from '@adcast/domain/demand/deals';
import { AUCTION_PRICING_OPTIONS } from '@adcast/domain/enumerations';
import { formatAmount } from '@adcast/domain/format';
import { SUPPLY_PACKAGE_NOTICES } from '@adcast/domain/marketplace/marketplace-messages';
import { SUPPLY_PACKAGE_API } from '@adcast/domain/marketplace/paths';
import type { SupplyPackage } from '@adcast/domain/marketplace/supply-packages';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useWrite } from '../../resource/write-api';
import { SizedDialog } from '../../ui/sized-dialog';

export const MAKE_DEAL = 'Make a deal';

/**
 * A deal on the package's inventory at its floor: the seller names it, gives it the id bidders
 * see and chooses how it is sold; the Deals area checks it like every other deal and it opens there.
 */
export function PackageDealDialog({ pkg, onClose }: { pkg: SupplyPackage; onClose: () => void }) {
  const [deal, setDeal] = useState({
    name: `${pkg.name} deal`,
    dealId: '',
    dealType: 'PRIVATE_AUCTION',
    auctionType: 'FIRST_PRICE',
  });
  const write = useWrite<Deal>([['deals']]);
  const navigate = useNavigate();
  const field = (key: keyof typeof deal) => ({
    value: deal[key],
    onChange: (event: { target: { value: string } }) => setDeal({ ...deal, [key]: event.target.value }),
  });
  const submit = () =>
    write.mutate(
      {
        method: 'POST',
        path: SUPPLY_PACKAGE_API.deal(pkg.id),
        body: deal,
        notice: SUPPLY_PACKAGE_NOTICES.dealMade,
        fallback: 'Error occurred during deal save',
      },
      { onSuccess: (made) => void navigate({ to: '/demand/deals/edit/$id', params: { id: made.id } }) },
    );
  return (
    <SizedDialog title={MAKE_DEAL} width={560} onClose={onClose}>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            Floor {formatAmount(pkg.floorCpm, pkg.currency)} on the package’s active inventory
            {pkg.network ? ` in ${pkg.network.name}` : ''}.
          </Typography>
          <TextField label="Name" required {...field('name')} />
          <TextField label="Deal ID" required {...field('dealId')} />
          <TextField select label="Deal type" {...field('dealType')}>
            {DEAL_TYPE_OPTIONS.map((option) => (
              <MenuItem key={option.key} value={option.key}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField select label="Auction" {...field('auctionType')}>
            {AUCTION_PRICING_OPTIONS.map((option) => (
              <MenuItem key={option.key} value={option.key}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={write.isPending} onClick={submit}>
          {MAKE_DEAL}
        </Button>
      </DialogActions>
    </SizedDialog>
  );
}
