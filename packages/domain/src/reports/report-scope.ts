/**
 * Whose rows a report may read. Every compiled query carries one; there is no way to compile
 * without it, so a handler cannot forget tenancy.
 */
export type ReportScope =
  | { readonly kind: 'everything' }
  | { readonly kind: 'network'; readonly networkId: number }
  | { readonly kind: 'publishers'; readonly publisherIds: readonly number[] }
  | { readonly kind: 'contentOwners'; readonly contentOwnerIds: readonly number[] };
