import { afterEach, describe, expect, it } from 'vitest';
import { currentMask, MASK_KEY, reloadMaskFromStorage, setMask } from './mask-store';

describe('working mask per tab (issue 7, defect 1)', () => {
  afterEach(() => {
    setMask(null);
    sessionStorage.clear();
  });

  it("keeps this tab's mask across its reload when another tab chose another one", () => {
    setMask({ role: 'ADMIN' });
    // A second tab opened through Switch account stores its publisher mask as the browser's last one.
    localStorage.setItem(MASK_KEY, JSON.stringify({ role: 'PUBLISHER', publisherId: 7 }));
    reloadMaskFromStorage();
    expect(currentMask()).toEqual({ role: 'ADMIN' });
  });

  it('starts a new tab from the last mask chosen in the browser', () => {
    localStorage.setItem(MASK_KEY, JSON.stringify({ role: 'PUBLISHER', publisherId: 7 }));
    reloadMaskFromStorage();
    expect(currentMask()).toEqual({ role: 'PUBLISHER', publisherId: 7 });
  });

  it('forgets the mask in both places on sign-out', () => {
    setMask({ role: 'ADMIN' });
    setMask(null);
    reloadMaskFromStorage();
    expect(currentMask()).toBeNull();
    expect(localStorage.getItem(MASK_KEY)).toBeNull();
  });
});
