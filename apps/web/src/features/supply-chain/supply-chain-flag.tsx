import {
  SUPPLY_CHAIN_LABELS as L,
  type SupplyChainSubjectKind,
} from '@adcast/domain/supply-chain/supply-chain';
import Chip from '@mui/material/Chip';
import type { DataColumn } from '../../ui/data-table/data-table';
import { useMismatchFlag } from './supply-chain-api';

/** A list row's supply-chain badge: the number of mismatches, nothing when there are none. */
export function SupplyChainFlag({ kind, id }: { kind: SupplyChainSubjectKind; id: number }) {
  const flag = useMismatchFlag(kind, id);
  if (!flag.data) return null;
  return <Chip size="small" color="warning" label={`${flag.data} ${L.mismatches.toLowerCase()}`} />;
}

/** The lists' supply-chain column (partners and publishers). */
export const supplyChainColumn = <Row extends { id: number }>(
  kind: SupplyChainSubjectKind,
): DataColumn<Row> => ({
  id: 'supplyChain',
  label: L.flagColumn,
  render: (row) => <SupplyChainFlag kind={kind} id={row.id} />,
});
