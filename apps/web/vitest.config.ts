import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // A worker imports the code once for all its files instead of once per file; each test renders
    // its own tree and the setup file resets the stores between tests.
    isolate: false,
    // No test asserts speed; the ceiling only stops a hung test (see src/test/setup.ts).
    testTimeout: 60_000,
  },
});
