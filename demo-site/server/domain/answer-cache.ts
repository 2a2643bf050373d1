import type { Db } from '../db.ts';
import { prepared } from '../statements.ts';

/** Most answers kept per connection; the oldest go first. */
const MAX_ANSWERS = 2000;

/**
 * Counts that move whenever the database changes: rows written through this connection (triggers
 * included) and commits by any other connection or process.
 */
const CHANGE_COUNTER = 'SELECT total_changes() AS own, (SELECT data_version FROM pragma_data_version) AS others';

interface Answers {
  stamp: string;
  entries: Map<string, unknown>;
}

const answersByDb = new WeakMap<Db, Answers>();

/**
 * The answer of a read-only computation over the database, kept until the database changes in any
 * way (any row written by this process or a commit by another one). `key` must name everything else
 * the answer depends on: the tenant, the request, and the clock to the precision the answer uses.
 * A computation that writes must never go through here.
 */
export function cachedAnswer<T>(db: Db, key: string, compute: () => T): T {
  const { own, others } = prepared(db, CHANGE_COUNTER).get() as { own: number; others: number };
  const stamp = `${own}:${others}`;
  let answers = answersByDb.get(db);
  if (!answers || answers.stamp !== stamp) answersByDb.set(db, (answers = { stamp, entries: new Map() }));
  if (answers.entries.has(key)) return answers.entries.get(key) as T;
  const answer = compute();
  // The computation may have written after all (a lazily expired hold): keep nothing then.
  const after = prepared(db, CHANGE_COUNTER).get() as { own: number; others: number };
  if (`${after.own}:${after.others}` !== stamp) return answer;
  if (answers.entries.size >= MAX_ANSWERS) answers.entries.delete(answers.entries.keys().next().value as string);
  answers.entries.set(key, answer);
  return answer;
}
