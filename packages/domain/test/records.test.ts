import { describe, expect, it } from 'vitest';
import { freeCopyName } from '../src/records';

describe('the name a duplicate proposes (issue 7, defect 7)', () => {
  it("is '(copy)' while no sibling holds it", () => {
    expect(freeCopyName('Atlas CTV', ['Atlas CTV'])).toBe('Atlas CTV (copy)');
  });

  it("is '(copy 2)', '(copy 3)'... once the copy names are taken, in any case", () => {
    expect(freeCopyName('Atlas CTV', ['Atlas CTV', 'atlas ctv (COPY)'])).toBe('Atlas CTV (copy 2)');
    expect(freeCopyName('Atlas CTV', ['Atlas CTV (copy)', 'Atlas CTV (copy 2)', 'Atlas CTV (copy 4)'])).toBe(
      'Atlas CTV (copy 3)',
    );
  });
});
