import { sql } from 'kysely';
import { engineOf, type Data } from '../database.ts';

/** Most answers kept per data layer; the oldest go first. */
const MAX_ANSWERS = 2000;

interface Answers {
  stamp: string;
  entries: Map<string, unknown>;
}

const answersByData = new WeakMap<Data, Answers>();

/**
 * SQLite's counts that move whenever the database changes: rows written through this connection
 * (triggers included) and commits by any other connection or process.
 */
async function changeStamp(data: Data): Promise<string> {
  const { rows } = await sql<{
    own: number;
    others: number;
  }>`SELECT total_changes() AS own, (SELECT data_version FROM pragma_data_version) AS others`.execute(data);
  const counts = rows[0];
  return `${counts?.own}:${counts?.others}`;
}

/**
 * The answer of a read-only computation over the database, kept until the database changes in any
 * way (any row written by this process or a commit by another one). `key` must name everything else
 * the answer depends on: the tenant, the request, and the clock to the precision the answer uses.
 * A computation that writes must never go through here. Only SQLite has such a change count, as
 * cheap as one query; on PostgreSQL every call computes its answer afresh.
 */
export async function cachedAnswer<T>(data: Data, key: string, compute: () => Promise<T>): Promise<T> {
  if (engineOf(data) !== 'sqlite') return compute();
  const stamp = await changeStamp(data);
  let answers = answersByData.get(data);
  if (!answers || answers.stamp !== stamp) answersByData.set(data, (answers = { stamp, entries: new Map() }));
  if (answers.entries.has(key)) return answers.entries.get(key) as T;
  const answer = await compute();
  // The database changed while computing (a write by this computation or by a request that ran in
  // between): the answer may mix both states, so keep nothing.
  if ((await changeStamp(data)) !== stamp) return answer;
  if (answers.entries.size >= MAX_ANSWERS) answers.entries.delete(answers.entries.keys().next().value as string);
  answers.entries.set(key, answer);
  return answer;
}
