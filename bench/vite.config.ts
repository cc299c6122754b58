// The project's Vite config plus `build.manifest: true`, for `npm run bench` only: React Router
// deletes build/client/.vite/manifest.json unless the config asks for it, and the bench reads it to
// size the first-load JavaScript of a page. Everything else is the project's own configuration.
import { defineConfig, mergeConfig } from 'vite';
import project from '../vite.config';

export default defineConfig((env) => mergeConfig(project(env), { build: { manifest: true } }));
