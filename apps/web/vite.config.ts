import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkGroups } from './build/chunk-groups.ts';
import { precompress } from './build/precompress.ts';
import { preloadAppRoutes } from './build/preload-app-routes.ts';

const API_TARGET = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), preloadAppRoutes(), precompress()],
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/login': { target: API_TARGET, changeOrigin: true },
      '/sellers.json': { target: API_TARGET, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: chunkGroups },
      },
    },
  },
});
