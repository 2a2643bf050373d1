import type { SearchHit } from './controller.ts';

/** What site search can look in (`GET search-data/{datatype}`). */
export type SearchDatatype = 'products' | 'pages' | 'all';

/**
 * `GET search-data/{datatype}?keyword=` through the page's API client. The client and its schemas
 * are imported on the first search, so the search element's own chunk carries neither.
 */
export async function fetchSearchHits(datatype: SearchDatatype, keyword: string, signal: AbortSignal): Promise<SearchHit[]> {
  const [{ storefrontApi }, { pageApi }] = await Promise.all([import('../api/storefront.ts'), import('../api/client.ts')]);
  signal.throwIfAborted();
  const answer = await storefrontApi.searchData(pageApi(), datatype, keyword, signal);
  return answer.data.map((hit) => ({ title: hit.data.title, url: hit.url, content: hit.content ?? '' }));
}

/** Starts loading the API client (when the search dialog opens), so the first search waits less. */
export function preloadSearchApi(): void {
  void import('../api/storefront.ts').catch(() => undefined);
  void import('../api/client.ts').catch(() => undefined);
}
