import { defineMessages } from '../../shared/element/messages.ts';

/** Texts of `<site-search>` (including 'No results found.' and 'Search Not Configured'). */
export const searchMessages = defineMessages(
  {
    search: 'Search',
    title: 'Search this site',
    inputLabel: 'Search for pages and products',
    placeholder: 'Type to search…',
    close: 'Close search',
    results: 'Search results',
    noResults: 'No results found.',
    notConfigured: 'Search Not Configured',
    notConfiguredBody: 'This site has no search yet. Please use the menu to find your way.',
    searching: 'Searching…',
    resultCount_one: '{count} result',
    resultCount_other: '{count} results',
    hint: 'Use ↑ and ↓ to choose a result and Enter to open it.',
  },
  { es: () => import('./messages.es.ts').then((m) => m.search) },
);
