/** Spanish texts of `<site-docs-sidebar>` (loaded only on Spanish pages). */
export const docsSidebar: Record<string, string> = {
  label: 'Documentación',
  more: 'Más en {title}',
};
