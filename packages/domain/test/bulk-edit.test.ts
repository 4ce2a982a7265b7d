import { describe, expect, it } from 'vitest';
import { BULK_EDIT_MESSAGES, bulkEditRequestSchema, valueProblems } from '../src/contracts/bulk-edit';
import { RECORD_CONTRACTS } from '../src/contracts/registry';
import { PLACEMENT_CONTRACT } from '../src/inventory/placement-contract';
import { MONEY_MESSAGES } from '../src/money';

const shapeOf = (schema: unknown) => (schema as { shape?: Record<string, unknown> }).shape ?? {};

describe("bulk edit fields, declared in each area's contract", () => {
  it("each is a field of the record's edit, checked by that very field's rule", () => {
    const declared = RECORD_CONTRACTS.flatMap((contract) =>
      contract.bulkEdit.map((field) => ({ contract, field })),
    );
    expect(declared.length).toBeGreaterThan(5);
    for (const { contract, field } of declared) {
      expect(shapeOf(contract.schemas.update)[field.field], `${contract.key}.${field.field}`).toBe(
        field.schema,
      );
    }
  });

  it('refuses a value by the rule the single-record form shows, and an option outside the list', () => {
    const [status, floor] = PLACEMENT_CONTRACT.bulkEdit;
    expect(valueProblems(floor!, -1)).toEqual([MONEY_MESSAGES.notNegative('Floor')]);
    expect(valueProblems(floor!, 1.5)).toEqual([]);
    expect(valueProblems(status!, 'ARCHIVED')).toEqual(['Status must be one of Active, Inactive']);
    const schema = bulkEditRequestSchema('Placements', [status!, floor!]);
    const refused = schema.safeParse({ ids: [1], field: 'name', value: 'x', dryRun: true });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      BULK_EDIT_MESSAGES.notEditable('Placements', [status!, floor!]),
    ]);
    expect(BULK_EDIT_MESSAGES.notEditable('Placements', [status!, floor!])).toBe(
      'These fields of placements can be changed on many rows at once: Status, Floor',
    );
  });
});
