import { PLATFORM_OPTIONS, TIER_OPTIONS } from '@adcast/domain/enumerations';
import { formatAmount } from '@adcast/domain/format';
import {
  genreTitle,
  type OfferedPackage,
  type SupplyPackage,
} from '@adcast/domain/marketplace/supply-packages';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RecordLink } from '../../ui/record-link';
import { Toolbar } from '../../ui/toolbar';
import { useMarketplaceExchange } from './marketplace-api';
import { useMarketplaceNetwork } from './network-choice';
import { type SmallColumn, SmallTable } from './small-table';

export const OFFERS_TITLE = 'What this network offers';
export const TAKES_TITLE = 'What other networks offer it';

const labelOf = (options: readonly { key: string; label: string }[], key: string) =>
  options.find((option) => option.key === key)?.label ?? key;

const sells = (pkg: OfferedPackage) =>
  [
    pkg.platforms.map((platform) => labelOf(PLATFORM_OPTIONS, platform)).join(', '),
    pkg.countries.join(', '),
    pkg.genreIds.map(genreTitle).join(', '),
  ]
    .filter(Boolean)
    .join(' · ') || 'Any inventory';

const common: SmallColumn<OfferedPackage>[] = [
  { label: 'Tier', render: (pkg) => labelOf(TIER_OPTIONS, pkg.tier) },
  { label: 'Floor CPM', align: 'right', render: (pkg) => formatAmount(pkg.floorCpm, pkg.currency) },
  { label: 'Sells', render: sells },
];

const offerColumns: SmallColumn<SupplyPackage>[] = [
  {
    label: 'Package',
    render: (pkg) => (
      <RecordLink link={{ to: '/supply-marketplace/$id', params: { id: pkg.id } }} text={pkg.name} />
    ),
  },
  ...(common as SmallColumn<SupplyPackage>[]),
  {
    label: 'Shared with',
    render: (pkg) => pkg.sharedWith.map((network) => network.name).join(', ') || 'No network yet',
  },
];

const takeColumns: SmallColumn<OfferedPackage>[] = [
  { label: 'Package', render: (pkg) => pkg.name },
  { label: 'From network', render: (pkg) => pkg.network?.name ?? '—' },
  ...common,
];

function Section<T extends { id: number }>(props: {
  title: string;
  rows: T[];
  columns: SmallColumn<T>[];
  empty: string;
}) {
  return (
    <Card variant="outlined">
      <CardHeader title={props.title} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        {props.rows.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {props.empty}
          </Typography>
        ) : (
          <SmallTable
            label={props.title}
            rows={props.rows}
            rowKey={(row) => row.id}
            columns={props.columns}
          />
        )}
      </CardContent>
    </Card>
  );
}

/** /marketplace: a network's published packages and with whom each is shared, and the packages other networks share with it. */
export function MarketplacePage() {
  const { networkId, picker } = useMarketplaceNetwork();
  const exchange = useMarketplaceExchange(networkId);
  return (
    <>
      <Toolbar title="Marketplace" />
      {picker}
      <Stack spacing={2}>
        <Section
          title={OFFERS_TITLE}
          rows={exchange.data?.offers ?? []}
          columns={offerColumns}
          empty="No published package yet: publish one in the Supply Marketplace, then share it from its page."
        />
        <Section
          title={TAKES_TITLE}
          rows={exchange.data?.takes ?? []}
          columns={takeColumns}
          empty="No other network shares a package with this one yet."
        />
      </Stack>
    </>
  );
}
