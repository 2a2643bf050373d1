/** Spanish texts of `<site-search>` (loaded only on Spanish pages). */
export const search: Record<string, string> = {
  search: 'Buscar',
  title: 'Buscar en este sitio',
  inputLabel: 'Buscar páginas y productos',
  placeholder: 'Escribe para buscar…',
  close: 'Cerrar la búsqueda',
  results: 'Resultados de la búsqueda',
  noResults: 'No se han encontrado resultados.',
  notConfigured: 'Búsqueda no configurada',
  notConfiguredBody: 'Este sitio todavía no tiene búsqueda. Usa el menú para encontrar lo que buscas.',
  searching: 'Buscando…',
  resultCount_one: '{count} resultado',
  resultCount_other: '{count} resultados',
  hint: 'Usa ↑ y ↓ para elegir un resultado y Intro para abrirlo.',
};
