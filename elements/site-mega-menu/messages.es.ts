/** Spanish texts of `<site-mega-menu>` (loaded only on Spanish pages). */
export const megaMenu: Record<string, string> = {
  navLabel: 'Menú',
  viewAll: 'Ver todo en {title}',
  more: 'Más en {title}',
};
