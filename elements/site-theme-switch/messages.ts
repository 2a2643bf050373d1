import { defineMessages } from '../../shared/element/messages.ts';

/** Texts of `<site-theme-switch>`. */
export const themeSwitchMessages = defineMessages(
  {
    legend: 'Theme',
    light: 'Light',
    dark: 'Dark',
    auto: 'System',
    brand: 'Site theme',
  },
  { es: () => import('./messages.es.ts').then((m) => m.themeSwitch) },
);
