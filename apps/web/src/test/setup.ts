import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { removeTestStyles } from './render';

afterEach(() => {
  cleanup();
  removeTestStyles();
  localStorage.clear();
  sessionStorage.clear();
});
