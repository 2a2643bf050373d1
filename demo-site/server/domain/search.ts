import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { engineOf, type Data } from '../database.ts';
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
/** How many words a snippet shows at most. */
const SNIPPET_WORDS = 16;
/** Marks a snippet that starts after the beginning or stops before the end of the text. */
const ELLIPSIS = '…';

/** The words a visitor typed, lower-cased and without repeats: only runs of letters and digits count. */
function searchTerms(keyword: string): string[] {
  const terms =
    keyword
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(terms)].slice(0, MAX_TERMS);
}

/**
 * Turns whatever a visitor typed into a safe FTS5 query: only runs of letters and digits are kept,
 * each becomes a quoted string (so `"`, `*`, `NEAR(`, `AND`, `-`, `:` and `^` mean nothing), and
 * terms of two characters or more match as prefixes. Null when nothing searchable is left.
 */
export function ftsQuery(keyword: string): string | null {
  const terms = searchTerms(keyword);
  if (terms.length === 0) return null;
  return terms.map((term) => `"${term.replace(/"/g, '""')}"${term.length >= 2 ? '*' : ''}`).join(' ');
}

interface Doc {
  url: string;
  title: string;
  body: string;
}

async function productDoc(data: Data, tenantId: string, id: string): Promise<Doc | undefined> {
  const row = await data
    .selectFrom('products')
    .select(['sku', 'name', 'description', 'category', 'brand', 'tags'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const tags = parseJson<string[]>(row.tags, []).join(', ');
  const facts = [row.brand && `Brand: ${row.brand}.`, `Category: ${row.category}.`, tags && `Tags: ${tags}.`, `SKU ${row.sku}.`]
    .filter(Boolean)
    .join(' ');
  return { url: `/store/product/${encodeURIComponent(row.sku)}`, title: row.name, body: `${htmlToText(row.description)} ${facts}`.trim() };
}

async function pageDoc(data: Data, tenantId: string, path: string): Promise<Doc | undefined> {
  const row = await data
    .selectFrom('site_pages')
    .select(['title', 'summary', 'content'])
    .where('tenant_id', '=', tenantId)
    .where('path', '=', path)
    .where('published', '=', 1)
    .executeTakeFirst();
  if (!row) return undefined;
  return { url: `/${path}`, title: row.title, body: `${row.summary} ${htmlToText(row.content)}`.trim() };
}

const BUILDERS: Record<string, (data: Data, tenantId: string, ref: string) => Promise<Doc | undefined>> = {
  products: productDoc,
  pages: pageDoc,
};

/**
 * Rebuilds the search text of every row the triggers queued (new, changed or deleted products and
 * pages). Cheap when nothing changed; runs before every search. Returns how many rows it handled.
 * Each queued row leaves the queue before its document is read, in the same transaction, so a change
 * made meanwhile queues the row again instead of being lost. Rows are taken in key order, so two
 * servers draining the queue at once lock them in the same order and never deadlock.
 */
export async function syncSearchIndex(data: Data): Promise<number> {
  let handled = 0;
  for (;;) {
    const batch = await data
      .selectFrom('search_queue')
      .select(['tenant_id', 'datatype', 'ref'])
      .orderBy('tenant_id')
      .orderBy('datatype')
      .orderBy('ref')
      .limit(500)
      .execute();
    if (batch.length === 0) return handled;
    // Only this transaction's own queries are awaited inside it (SQLite shares one connection).
    await data.transaction().execute(async (trx) => {
      for (const { tenant_id: tenantId, datatype, ref } of batch) {
        await trx
          .deleteFrom('search_queue')
          .where('tenant_id', '=', tenantId)
          .where('datatype', '=', datatype)
          .where('ref', '=', ref)
          .execute();
        const doc = await BUILDERS[datatype]?.(trx, tenantId, ref);
        if (doc) {
          await trx
            .insertInto('search_docs')
            .values({ tenant_id: tenantId, datatype, ref, ...doc })
            .onConflict((conflict) =>
              conflict.columns(['tenant_id', 'datatype', 'ref']).doUpdateSet((eb) => ({
                url: eb.ref('excluded.url'),
                title: eb.ref('excluded.title'),
                body: eb.ref('excluded.body'),
              })),
            )
            .execute();
        } else {
          await trx
            .deleteFrom('search_docs')
            .where('tenant_id', '=', tenantId)
            .where('datatype', '=', datatype)
            .where('ref', '=', ref)
            .execute();
        }
      }
    });
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

/** The matching part of the search, which the engines spell differently. */
interface FullText {
  join: RawBuilder<SqlBool>;
  matches: RawBuilder<SqlBool>;
  snippet: RawBuilder<string>;
  rank: RawBuilder<number>;
  /** bm25 is smaller for better hits, ts_rank larger. */
  order: 'asc' | 'desc';
}

/**
 * The spellings of a word the PostgreSQL index may hold. Its text search lower-cases letters the way
 * the database's character type does, and under the C type that is ASCII letters only, so МОСКВА or
 * Москва stay as written: a word with other letters is also looked for in capitals and capitalised.
 */
function caseForms(term: string): string[] {
  if (/^[\p{ASCII}]*$/u.test(term)) return [term];
  return [...new Set([term, term.toUpperCase(), term.charAt(0).toUpperCase() + term.slice(1)])];
}

/**
 * One word of a PostgreSQL tsquery, every one of which must be there: each spelling stripped of
 * accents by the same unaccent() the index uses, then quoted as a lexeme with quotes and backslashes
 * doubled (unaccent turns a few letters, such as ʼ, into an apostrophe), so no word is read as an
 * operator. Words of two characters or more match as prefixes (`:*`), as in {@link ftsQuery}.
 */
function tsQueryWord(term: string): RawBuilder<string> {
  const close = term.length >= 2 ? "':*" : "'";
  const spellings = caseForms(term).map(
    (form) => sql<string>`'''' || replace(replace(unaccent(${form}::text), '\\', '\\\\'), '''', '''''') || ${close}`,
  );
  return sql<string>`'(' || ${sql.join(spellings, sql` || ' | ' || `)} || ')'`;
}

/**
 * SQLite: FTS5's `MATCH`, best first by bm25 (`rank`), and the body's best 16-word stretch as snippet.
 * PostgreSQL: the tsvector kept beside each document (accents stripped, lower-cased, title weighted
 * above body), `@@` a tsquery of the same words stripped of accents alike, best first by `ts_rank`
 * divided by the log of the document's length (bm25 too favours the shorter of two like documents),
 * and `ts_headline` for the snippet (ellipses are added afterwards, as FTS5 places them).
 */
function fullText(data: Data, keyword: string): FullText | null {
  if (engineOf(data) === 'sqlite') {
    const query = ftsQuery(keyword);
    if (!query) return null;
    return {
      join: sql<SqlBool>`d.rowid_id = search_fts.rowid`,
      matches: sql<SqlBool>`search_fts MATCH ${query}`,
      snippet: sql<string>`snippet(search_fts, 1, '', '', ${ELLIPSIS}, ${sql.lit(SNIPPET_WORDS)})`,
      rank: sql`rank`,
      order: 'asc',
    };
  }
  const terms = searchTerms(keyword);
  if (terms.length === 0) return null;
  const tsquery = sql`to_tsquery('simple', ${sql.join(terms.map(tsQueryWord), sql` || ' & ' || `)})`;
  const options = `StartSel="", StopSel="", MaxWords=${SNIPPET_WORDS}, MinWords=${SNIPPET_WORDS - 1}, ShortWord=0, MaxFragments=1`;
  return {
    join: sql<SqlBool>`d.rowid_id = search_fts.rowid_id`,
    matches: sql<SqlBool>`search_fts.document @@ ${tsquery}`,
    snippet: sql<string>`ts_headline('simple', d.body, ${tsquery}, ${options})`,
    rank: sql`ts_rank(search_fts.document, ${tsquery}, 1)`,
    order: 'desc',
  };
}

/**
 * Gives a PostgreSQL headline FTS5's ellipses: one before it unless only punctuation precedes it in
 * the text, one after it unless only punctuation follows (that punctuation is kept, as FTS5 keeps it).
 */
function withEllipses(snippet: string, body: string): string {
  const start = snippet ? body.indexOf(snippet) : -1;
  if (start < 0) return snippet;
  const before = body.slice(0, start);
  const after = body.slice(start + snippet.length);
  const hasWords = (text: string) => /[\p{L}\p{N}]/u.test(text);
  return `${hasWords(before) ? ELLIPSIS : before}${snippet}${hasWords(after) ? ELLIPSIS : after}`;
}

async function searchRows(data: Data, tenantId: string, datatype: SearchDatatype, keyword: string, limit: number): Promise<HitRow[]> {
  const match = fullText(data, keyword);
  if (!match) return [];
  await syncSearchIndex(data);
  const rows = await data
    .selectFrom('search_docs as d')
    .innerJoin('search_fts', (join) => join.on(match.join))
    .select(['d.datatype', 'd.ref', 'd.url', 'd.title', 'd.body'])
    .select(match.snippet.as('snippet'))
    .where(match.matches)
    .where('d.tenant_id', '=', tenantId)
    .$if(datatype !== 'all', (query) => query.where('d.datatype', '=', datatype))
    .orderBy(match.rank, match.order)
    .orderBy('d.datatype')
    .orderBy('d.ref')
    .limit(limit)
    .execute();
  return engineOf(data) === 'sqlite' ? rows : rows.map((row) => ({ ...row, snippet: withEllipses(row.snippet, row.body) }));
}

/** Searches the tenant's products and/or pages; an empty or symbol-only keyword finds nothing. */
export async function searchSite(
  data: Data,
  tenantId: string,
  datatype: SearchDatatype,
  keyword: string,
  limit = 20,
): Promise<SearchHit[]> {
  return (await searchRows(data, tenantId, datatype, keyword, limit)).map((row) => ({
    data: { title: row.title },
    url: row.url,
    content: row.snippet || row.body.slice(0, 160),
    hash: sha256(`${row.datatype}:${row.ref}`).slice(0, 16),
  }));
}

/** The ids of the tenant's products matching a keyword, best first. */
export async function searchProductIds(data: Data, tenantId: string, keyword: string, limit: number): Promise<string[]> {
  return (await searchRows(data, tenantId, 'products', keyword, limit)).map((row) => row.ref);
}
