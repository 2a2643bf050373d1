import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

/**
 * Storybook for the elements. The builder loads `.storybook/vite.config.ts` (react + vanilla-extract)
 * instead of the repository's `vite.config.ts`, whose multi-entry build inputs and loader virtual
 * module are for the element bundles only. Nothing here reaches the internet: telemetry and update
 * notifications are off, and every asset (fonts, axe-core) comes from node_modules.
 */
const config: StorybookConfig = {
  framework: {
    name: '@storybook/react-vite',
    options: {
      builder: { viteConfigPath: fileURLToPath(new URL('./vite.config.ts', import.meta.url)) },
    },
  },
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  core: {
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
    enableCrashReports: false,
  },
  // Stories render custom elements, not React components with props to document: no docgen pass.
  typescript: { reactDocgen: false },
  viteFinal: async (viteConfig) => {
    const { mergeConfig } = await import('vite');
    // Storybook's own preview runtime and axe-core are single large chunks; that is expected here.
    return mergeConfig(viteConfig, { build: { chunkSizeWarningLimit: 1600 } });
  },
};

export default config;
