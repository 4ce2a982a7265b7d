import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { removeTestStyles } from './render';

// A `findBy…` waits for what the user would see, however busy the machine: its ceiling is not a
// speed requirement (two cores shared with the api suites can take seconds for a first render).
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  removeTestStyles();
  localStorage.clear();
  sessionStorage.clear();
});
