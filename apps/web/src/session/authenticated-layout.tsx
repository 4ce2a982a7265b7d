import { Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { applyBrand, useBrand } from './brand';
import { MeContext, useCachedMe } from './me';

/** Provides the signed-in user to every protected page and applies the user's brand. */
export function AuthenticatedLayout() {
  const me = useCachedMe();
  const { title, favicon } = useBrand();
  useEffect(() => applyBrand({ title, favicon }), [title, favicon]);
  if (!me) return null;
  return (
    <MeContext value={me}>
      <Outlet />
    </MeContext>
  );
}
