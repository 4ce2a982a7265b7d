import { type Brand, brandInputOf } from '@adcast/domain/a2v/brands';
import { getRouteApi } from '@tanstack/react-router';
import { RecordCreatePage, RecordEditPage } from '../../resource/record-form-pages';
import { BrandForm, type BrandFormStart, emptyBrand } from './brand-form';
import { brandResource } from './brand-resource';

const formOf = (brand: Brand): BrandFormStart => ({
  ...brandInputOf(brand),
  logo: brand.logo,
  background: brand.background,
});

const toList = () => ({ to: '/brands' }) as const;
const toEditor = (brand: Brand) => ({ to: '/brands/edit/$id', params: { id: brand.id } }) as const;

/** /brands/create. */
export function BrandCreatePage() {
  return (
    <RecordCreatePage
      resource={brandResource}
      Form={BrandForm}
      initial={emptyBrand()}
      back={toList()}
      openAfter={toEditor}
    />
  );
}

const editRoute = getRouteApi('/_authenticated/_shell/_staff/brands/edit/$id');

/** /brands/edit/{id}: the form (read only to users who may not edit), archive and activate. */
export function BrandEditPage() {
  return (
    <RecordEditPage
      resource={brandResource}
      id={editRoute.useParams().id}
      Form={BrandForm}
      formOf={formOf}
      back={toList}
      openAfter={toEditor}
      archivable
    />
  );
}
