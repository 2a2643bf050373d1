/** Spanish texts of `<site-theme-switch>` (loaded only on Spanish pages). */
export const themeSwitch: Record<string, string> = {
  legend: 'Tema',
  light: 'Claro',
  dark: 'Oscuro',
  auto: 'Sistema',
  brand: 'Tema del sitio',
};
