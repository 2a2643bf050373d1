/** Spanish texts of `<site-nav-list>` (loaded only on Spanish pages). */
export const navList: Record<string, string> = {
  navLabel: 'Navegación',
  more: 'Más en {title}',
};
