/** Messages of demand partner compliance; the spec words none of them. */
export const COMPLIANCE_MESSAGES = {
  chooseItems: 'Choose at least one domain or app',
  choosePartner: 'Choose at least one demand partner',
  chooseInventory: 'Choose domains or apps, or the publishers whose domains and apps to ask about',
  tooMany: 'At most 1,000 approvals can change at once',
  partnersNotFound: (ids: readonly number[]) => `Demand partners not found: ${ids.join(', ')}`,
  inventoryNotFound: (kind: string, ids: readonly number[]) =>
    `${kind === 'APP' ? 'Apps' : 'Domains'} not found: ${ids.join(', ')}`,
  notAsked: 'This partner was never asked about this domain or app: request its approval first',
  unknownInventory: 'The publisher has no such domain or app in your reach',
  archivedPartner: 'The demand partner is archived; unarchive it first',
  requested: (count: number) => `${count} ${count === 1 ? 'approval' : 'approvals'} requested`,
  changed: (count: number) => `${count} ${count === 1 ? 'approval' : 'approvals'} updated`,
  errorFetching: 'Error occurred while fetching approvals',
  errorSaving: 'Error occurred while saving approvals',
} as const;
