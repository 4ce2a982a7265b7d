import { RECORD_CONTRACTS } from '@adcast/domain/contracts/registry';
import { describe, expect, it } from 'vitest';
import { WEB_AREAS } from './record-areas';

describe('the web areas of the registry', () => {
  it('give every record area a web resource built from its own contract', () => {
    expect(Object.keys(WEB_AREAS).sort()).toEqual(RECORD_CONTRACTS.map((contract) => contract.key).sort());
    for (const contract of RECORD_CONTRACTS) {
      const { resource } = WEB_AREAS[contract.key];
      expect(resource.key).toBe(contract.key);
      expect(resource.paths.list).toBe(contract.paths.list);
      expect(resource.paths.counts).toBe(contract.paths.counts);
      expect(resource.labels.plural).toBe(contract.labels.plural);
      expect(resource.permissions).toEqual(contract.permissions);
      expect(resource.bulkActions).toEqual(contract.bulkActions);
    }
  });
});
