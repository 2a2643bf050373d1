/** Spanish texts of `<site-header>` (loaded only on Spanish pages). */
export const header: Record<string, string> = {
  menu: 'Menú',
  navLabel: 'Principal',
  submenu: 'Submenú de {title}',
  home: 'Inicio',
};
