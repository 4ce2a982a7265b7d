/** Messages of demand partners, connections and placements that the spec does not word itself. */
export const DEMAND_MESSAGES = {
  duplicateConnectionName: 'A connection with this name already exists for this demand partner',
  unknownSort: (property: string, allowed: readonly string[]) =>
    `Cannot sort by '${property}'. Sort by one of: ${allowed.join(', ')}`,
  endpointUrlRequired: 'Endpoint URL is required for ORTB, PBS and CUSTOM integrations',
  vastTagUrlRequired: 'VAST tag URL is required for VAST integrations',
  endpointUrlNotForVast: 'A VAST integration takes a VAST tag URL, not an endpoint URL',
  vastTagUrlOnlyForVast: 'Only a VAST integration takes a VAST tag URL',
  httpUrl: (field: string) => `${field} must be a valid http or https URL`,
  sellerDomain: 'Seller domain (ASI) must be a domain, e.g. example.com',
  ownNetworkOnly: 'You can only choose your own network',
  networkNotFound: 'The chosen network does not exist',
  partnerNetworkInUse:
    'The network cannot change: connections of this demand partner hold placements outside the new network',
  placementNetworkInUse:
    "The publisher cannot change to another network: connections of the placement's network use it",
  publisherNotFound: 'The chosen publisher does not exist or is outside your network',
  placementsNotFound: (ids: readonly number[]) => `Placements not found: ${ids.join(', ')}`,
  placementsOutsideNetwork: (ids: readonly number[]) =>
    `Placements must belong to the connection's network; these do not: ${ids.join(', ')}`,
  archivedPartner: 'The demand partner is archived; unarchive it before adding connections',
  alreadyArchived: (what: string) => `The ${what} is already archived`,
  notArchived: (what: string) => `The ${what} is not archived`,
  partnerIdNotFound: (id: unknown) => `No demand partner with ID ${id} is in your reach`,
  archivedNotEditable: (what: string) => `An archived ${what} cannot be edited; unarchive it first`,
} as const;
