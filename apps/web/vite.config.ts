import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API that `pnpm dev` proxies to (apps/api in watch mode). */
const apiTarget = process.env.API_URL ?? 'http://localhost:3001';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/oauth': apiTarget,
      '/health': apiTarget,
    },
  },
  build: { target: 'es2022', sourcemap: true },
});
