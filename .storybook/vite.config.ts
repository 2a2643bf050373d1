import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/**
 * Vite config for Storybook only: the plugins the elements need to compile (`.css.ts` through
 * vanilla-extract, React through plugin-react) and nothing of the repository's element build
 * (no `rollupOptions.input`, no loader virtual module, no manual chunks).
 */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
});
