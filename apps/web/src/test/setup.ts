import { speakValidationToPeople } from '@adcast/domain/validation-messages';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { reloadMaskFromStorage } from '../api/mask-store';
import { queryClient } from '../api/query-client';
import { clearToasts } from '../api/toast-store';
import { removeTestStyles } from './render';

// A `findBy…` waits for what the user would see, however busy the machine: its ceiling is not a
// speed requirement (two cores shared with the api suites can take seconds for a first render).
// Role queries skip their accessibility-tree check (`defaultHidden`): for every candidate element and
// ancestor it called jsdom's getComputedStyle, whose cost grows with each MUI style rule in the
// document (it took two thirds of the user dialog tests' time). Where a test is about
// visibility it says so: `toBeVisible()`, or a role query with `hidden: false`.
configure({ asyncUtilTimeout: 10_000, defaultHidden: true });
speakValidationToPeople();

afterEach(() => {
  cleanup();
  removeTestStyles();
  localStorage.clear();
  sessionStorage.clear();
  // Module-level stores outlive a test: no toast or working mask is carried into the next one.
  reloadMaskFromStorage();
  clearToasts();
  // The app's own client (sign-in, prefetches) is module-level too: no cached answer reaches the next test.
  queryClient.clear();
});
