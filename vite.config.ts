import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

export default defineConfig(({ isSsrBuild }) => ({
  // The production server is an Express app (server/app.ts) built into build/server/index.js.
  // The client build keeps its manifest (build/client/.vite/manifest.json): the server reads it to
  // preload a page's translation chunks (app/lib/locale-chunks.server.ts), the bench to size pages.
  // The browser's code is minified by terser rather than esbuild: two compression passes ship a
  // page 3-4 % less gzip JavaScript (issue 4's 150 kB budget for the landing page, decision 017).
  build: isSsrBuild
    ? { rollupOptions: { input: './server/app.ts' }, target: 'node20' }
    : { manifest: true, minify: 'terser', terserOptions: { compress: { passes: 2 }, module: true } },
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  ssr: { external: ['better-sqlite3', '@node-rs/argon2'] },
  plugins: [tailwindcss(), reactRouter()],
}));
