import { optionLabel, recordContract } from '../contracts/record-contract';
import { ENTITY_STATUS_OPTIONS } from '../enumerations';
import {
  BRAND_MESSAGES,
  BRAND_NOTICES,
  BRAND_PARTS,
  BRAND_PICKER_LABEL,
  BRAND_SORT_PROPERTIES,
  type Brand,
  BrandCountFilterSchema,
  type BrandInput,
  BrandInputSchema,
  BrandListFilterSchema,
  BrandSchema,
  type BrandUpdate,
  BrandUpdateSchema,
  brandInputOf,
  DEFAULT_BRAND_SORT,
  BRAND_COLUMN_LABELS as L,
} from './brands';
import { A2V_API } from './paths';

/** A2V brands (part 1 §2 `brands`): an advertiser's logo, colours and background. */
export const BRAND_CONTRACT = recordContract<Brand, BrandInput, BrandUpdate>()({
  key: 'brands',
  entityType: 'A2V_BRAND',
  labels: { one: 'Brand', what: 'brand', plural: 'Brands', list: 'Brands', create: 'New brand' },
  nameOf: (brand) => brand.name,
  paths: {
    list: A2V_API.brands,
    counts: A2V_API.brandCounts,
    statuses: A2V_API.brandStatuses,
    one: A2V_API.brand,
    archive: A2V_API.archiveBrand,
    unarchive: A2V_API.unarchiveBrand,
  },
  multipart: { json: BRAND_PARTS.brand, files: [BRAND_PARTS.logo, BRAND_PARTS.background] },
  screens: { list: '/brands', create: '/brands/create', record: '/brands/edit/$id' },
  permissions: { read: 'BRANDS_READ', create: 'BRANDS_CREATE', edit: 'BRANDS_EDIT', archive: 'BRANDS_EDIT' },
  schemas: {
    dto: BrandSchema,
    input: BrandInputSchema,
    update: BrandUpdateSchema,
    list: BrandListFilterSchema,
    counts: BrandCountFilterSchema,
  },
  sort: { properties: BRAND_SORT_PROPERTIES, default: DEFAULT_BRAND_SORT },
  searchParam: 'name',
  notices: BRAND_NOTICES,
  inputOf: brandInputOf,
  exportColumns: [
    { label: L.name, value: (brand) => brand.name },
    { label: L.advertiser, value: (brand) => brand.advertiser.name },
    { label: L.colours, value: (brand) => `${brand.primaryColour} ${brand.secondaryColour}` },
    { label: L.background, value: (brand) => brand.background?.kind ?? null },
    { label: L.network, value: (brand) => brand.network?.name ?? null },
    { label: L.status, value: (brand) => optionLabel(ENTITY_STATUS_OPTIONS, brand.status) },
    { label: L.createdOn, value: (brand) => brand.createdOn },
  ],
  picker: { label: BRAND_PICKER_LABEL, errorMessage: BRAND_MESSAGES.errorBrandAutocomplete },
  menu: 'brands',
});
