import { type Brand, BRAND_COLUMN_LABELS as L } from '@adcast/domain/a2v/brands';
import Box from '@mui/material/Box';
import { useNavigate } from '@tanstack/react-router';
import { useCan } from '../../session/can';
import { useMe } from '../../session/me';
import { actionsColumn, addedColumn, nameColumn, statusColumn } from '../../ui/data-table/common-columns';
import type { DataColumn } from '../../ui/data-table/data-table';

const editLink = (brand: Brand) => ({ to: '/brands/edit/$id', params: { id: brand.id } }) as const;

/** A colour as a small swatch with its hex code beside it. */
export function Swatch({ colour }: { colour: string }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mr: 1 }}>
      <Box
        component="span"
        sx={{ width: 14, height: 14, borderRadius: 0.5, bgcolor: colour, border: 1, borderColor: 'divider' }}
      />
      {colour}
    </Box>
  );
}

/** Brands: the logo, name, advertiser, colours, background, network, status, added. */
export function useBrandColumns(): DataColumn<Brand>[] {
  const can = useCan();
  const canEdit = can('BRANDS_EDIT');
  const staffWithoutNetwork = useMe().network === null;
  const navigate = useNavigate();
  const columns: (DataColumn<Brand> | false)[] = [
    {
      id: 'logo',
      label: L.logo,
      render: (brand) => (
        <Box
          component="img"
          src={brand.logo.url}
          alt=""
          sx={{ height: 32, maxWidth: 64, objectFit: 'contain', display: 'block' }}
        />
      ),
    },
    nameColumn(
      'name',
      (brand) => brand.name,
      (brand) => (canEdit ? editLink(brand) : undefined),
    ),
    { id: 'advertiser', label: L.advertiser, render: (brand) => brand.advertiser.name },
    {
      id: 'colours',
      label: L.colours,
      render: (brand) => (
        <>
          <Swatch colour={brand.primaryColour} />
          <Swatch colour={brand.secondaryColour} />
        </>
      ),
    },
    {
      id: 'background',
      label: L.background,
      render: (brand) =>
        brand.background === null ? 'Colour' : brand.background.kind === 'VIDEO' ? 'Video' : 'Image',
    },
    staffWithoutNetwork && { id: 'network', label: L.network, render: (brand) => brand.network?.name ?? '—' },
    statusColumn(),
    addedColumn(),
    actionsColumn(
      (brand) => brand.name,
      (brand) =>
        canEdit && brand.status !== 'ARCHIVED'
          ? [{ label: 'Edit', onSelect: () => navigate(editLink(brand)) }]
          : [],
    ),
  ];
  return columns.filter((column) => column !== false);
}
