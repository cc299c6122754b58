import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

export default defineConfig(({ isSsrBuild }) => ({
  // The production server is an Express app (server/app.ts) built into build/server/index.js.
  build: isSsrBuild ? { rollupOptions: { input: './server/app.ts' }, target: 'node20' } : undefined,
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  ssr: { external: ['better-sqlite3'] },
  plugins: [tailwindcss(), reactRouter()],
}));
