import {
  SUPPLY_CHAIN_LABELS as L,
  type SupplyChainSubjectKind,
} from '@adcast/domain/supply-chain/supply-chain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Loaded } from '../../ui/loaded';
import { PartnerSellersJsonForm } from './partner-sellers-json-form';
import { supplyChainQuery } from './supply-chain-api';
import { SupplyChainRowCard } from './supply-chain-row';

/**
 * The supply chain of a demand partner (a row per publisher its connections carry) or of a
 * publisher (a row per partner): our sellers.json entry, the publisher's files, the schain ASI and
 * the partner's sellers.json side by side, each mismatch with its reason.
 */
export function SupplyChainPanel({ kind, id }: { kind: SupplyChainSubjectKind; id: number }) {
  const query = useQuery(supplyChainQuery(kind, id));
  return (
    <Card component="section" aria-label={L.panel}>
      <CardHeader
        title={L.panel}
        action={
          query.data && (
            <Chip
              color={query.data.mismatchCount === 0 ? 'success' : 'warning'}
              label={
                query.data.mismatchCount === 0
                  ? L.consistent
                  : `${query.data.mismatchCount} ${L.mismatches.toLowerCase()}`
              }
            />
          )
        }
      />
      <CardContent>
        <Loaded query={query} what="supply chain">
          {(panel) => (
            <Box sx={{ display: 'grid', gap: 2 }}>
              <Typography variant="body2" color="text.secondary">
                Our sellers.json: {panel.sellersJsonUrl} ({panel.platformDomain})
              </Typography>
              {panel.partnerSellersJson && (
                <PartnerSellersJsonForm
                  key={panel.partnerSellersJson.url ?? ''}
                  partnerId={id}
                  state={panel.partnerSellersJson}
                />
              )}
              {panel.partnerMismatches.length > 0 && (
                <Alert severity="warning">
                  <Box component="ul" sx={{ m: 0, pl: 2 }}>
                    {panel.partnerMismatches.map((mismatch) => (
                      <li key={mismatch.message}>{mismatch.message}</li>
                    ))}
                  </Box>
                </Alert>
              )}
              {panel.rows.length === 0 && <Typography variant="body2">{L.noRows}</Typography>}
              {panel.rows.map((row) => (
                <SupplyChainRowCard
                  key={`${row.partner.id}-${row.publisher.id}`}
                  row={row}
                  title={
                    kind === 'PARTNER' ? (
                      <Link to="/publishers/$id" params={{ id: row.publisher.id }}>
                        {row.publisher.name}
                      </Link>
                    ) : (
                      <Link to="/demand/details/$dpId" params={{ dpId: row.partner.id }}>
                        {row.partner.name}
                      </Link>
                    )
                  }
                />
              ))}
            </Box>
          )}
        </Loaded>
      </CardContent>
    </Card>
  );
}
