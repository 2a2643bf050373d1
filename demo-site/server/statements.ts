import type { Statement } from 'better-sqlite3';
import type { Db } from './db.ts';

/** Most statements kept per connection; SQL built with a varying number of parameters could otherwise grow the cache without end. */
const LIMIT = 500;

const cache = new WeakMap<Db, Map<string, Statement>>();

/**
 * `db.prepare(sql)`, compiled once per connection and SQL text and reused after (better-sqlite3
 * compiles on every `prepare`, which cost a seventh of a slot query). With `pluck`, the statement
 * answers the first column alone. Never call `.pluck()`, `.raw()` or `.expand()` on what this returns:
 * the statement is shared.
 */
export function prepared(db: Db, sql: string, mode: 'rows' | 'pluck' = 'rows'): Statement {
  let statements = cache.get(db);
  if (!statements) cache.set(db, (statements = new Map()));
  const key = mode === 'pluck' ? `pluck:${sql}` : sql;
  let statement = statements.get(key);
  if (!statement) {
    if (statements.size >= LIMIT) statements.clear();
    statement = db.prepare(sql);
    if (mode === 'pluck') statement.pluck();
    statements.set(key, statement);
  }
  return statement;
}
