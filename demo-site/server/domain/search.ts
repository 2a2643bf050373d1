import type { Db } from '../db.ts';
import { parseJson, sha256 } from './ids.ts';
import { htmlToText } from './text.ts';

/** What site search can look in. `all` searches every datatype. */
export const SEARCH_DATATYPES = ['products', 'pages', 'all'] as const;
/** A searchable datatype. */
export type SearchDatatype = (typeof SEARCH_DATATYPES)[number];

/** A site-search hit as `searchResultSchema` sends it; `content` is a plain-text snippet. */
export interface SearchHit {
  data: { title: string };
  url: string;
  content: string;
  hash: string;
}

const MAX_TERMS = 8;

/**
 * Turns whatever a visitor typed into a safe FTS5 query: only runs of letters and digits are kept,
 * each becomes a quoted string (so `"`, `*`, `NEAR(`, `AND`, `-`, `:` and `^` mean nothing), and
 * terms of two characters or more match as prefixes. Null when nothing searchable is left.
 */
export function ftsQuery(keyword: string): string | null {
  const terms = keyword.normalize('NFKC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const unique = [...new Set(terms)].slice(0, MAX_TERMS);
  if (unique.length === 0) return null;
  return unique.map((term) => `"${term.replace(/"/g, '""')}"${term.length >= 2 ? '*' : ''}`).join(' ');
}

interface Doc {
  url: string;
  title: string;
  body: string;
}

function productDoc(db: Db, tenantId: string, id: string): Doc | undefined {
  const row = db.prepare('SELECT sku, name, description, category, brand, tags FROM products WHERE tenant_id = ? AND id = ?').get(tenantId, id) as
    | { sku: string; name: string; description: string; category: string; brand: string; tags: string }
    | undefined;
  if (!row) return undefined;
  const tags = parseJson<string[]>(row.tags, []).join(', ');
  const facts = [row.brand && `Brand: ${row.brand}.`, `Category: ${row.category}.`, tags && `Tags: ${tags}.`, `SKU ${row.sku}.`].filter(Boolean).join(' ');
  return { url: `/store/product/${encodeURIComponent(row.sku)}`, title: row.name, body: `${htmlToText(row.description)} ${facts}`.trim() };
}

function pageDoc(db: Db, tenantId: string, path: string): Doc | undefined {
  const row = db.prepare('SELECT title, summary, content FROM site_pages WHERE tenant_id = ? AND path = ? AND published = 1').get(tenantId, path) as
    | { title: string; summary: string; content: string }
    | undefined;
  if (!row) return undefined;
  return { url: `/${path}`, title: row.title, body: `${row.summary} ${htmlToText(row.content)}`.trim() };
}

const BUILDERS: Record<string, (db: Db, tenantId: string, ref: string) => Doc | undefined> = { products: productDoc, pages: pageDoc };

/**
 * Rebuilds the search text of every row the triggers queued (new, changed or deleted products and
 * pages). Cheap when nothing changed; runs before every search. Returns how many rows it handled.
 */
export function syncSearchIndex(db: Db): number {
  const next = db.prepare('SELECT tenant_id, datatype, ref FROM search_queue LIMIT 500');
  const upsert = db.prepare(
    `INSERT INTO search_docs (tenant_id, datatype, ref, url, title, body) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (tenant_id, datatype, ref) DO UPDATE SET url = excluded.url, title = excluded.title, body = excluded.body`,
  );
  const remove = db.prepare('DELETE FROM search_docs WHERE tenant_id = ? AND datatype = ? AND ref = ?');
  const done = db.prepare('DELETE FROM search_queue WHERE tenant_id = ? AND datatype = ? AND ref = ?');
  let handled = 0;
  for (;;) {
    const batch = next.all() as { tenant_id: string; datatype: string; ref: string }[];
    if (batch.length === 0) return handled;
    db.transaction(() => {
      for (const { tenant_id: tenantId, datatype, ref } of batch) {
        const doc = BUILDERS[datatype]?.(db, tenantId, ref);
        if (doc) upsert.run(tenantId, datatype, ref, doc.url, doc.title, doc.body);
        else remove.run(tenantId, datatype, ref);
        done.run(tenantId, datatype, ref);
      }
    }).immediate();
    handled += batch.length;
  }
}

interface HitRow {
  datatype: string;
  ref: string;
  url: string;
  title: string;
  snippet: string;
  body: string;
}

function searchRows(db: Db, tenantId: string, datatype: SearchDatatype, keyword: string, limit: number): HitRow[] {
  const query = ftsQuery(keyword);
  if (!query) return [];
  syncSearchIndex(db);
  return db
    .prepare(
      `SELECT d.datatype, d.ref, d.url, d.title, d.body, snippet(search_fts, 1, '', '', '…', 16) AS snippet
       FROM search_fts JOIN search_docs d ON d.rowid_id = search_fts.rowid
       WHERE search_fts MATCH ? AND d.tenant_id = ? AND (? = 'all' OR d.datatype = ?)
       ORDER BY rank LIMIT ?`,
    )
    .all(query, tenantId, datatype, datatype, limit) as HitRow[];
}

/** Searches the tenant's products and/or pages; an empty or symbol-only keyword finds nothing. */
export function searchSite(db: Db, tenantId: string, datatype: SearchDatatype, keyword: string, limit = 20): SearchHit[] {
  return searchRows(db, tenantId, datatype, keyword, limit).map((row) => ({
    data: { title: row.title },
    url: row.url,
    content: row.snippet || row.body.slice(0, 160),
    hash: sha256(`${row.datatype}:${row.ref}`).slice(0, 16),
  }));
}

/** The ids of the tenant's products matching a keyword, best first. */
export function searchProductIds(db: Db, tenantId: string, keyword: string, limit: number): string[] {
  return searchRows(db, tenantId, 'products', keyword, limit).map((row) => row.ref);
}
