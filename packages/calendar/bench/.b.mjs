import tailwindcss from '@tailwindcss/vite';
import { build } from 'vite';
const here = '/work/main/packages/calendar/bench/';
await build({ root: here, logLevel: 'warn', configFile: false, mode: 'production', plugins: [tailwindcss()], resolve: { conditions: ['source', 'module', 'browser', 'production'] }, oxc: { jsx: { runtime: 'automatic', development: false } }, build: { outDir: here + 'dist', emptyOutDir: true, chunkSizeWarningLimit: 5000 } });
