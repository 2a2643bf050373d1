/** How many rows one seed INSERT carries: well under either engine's limit of bound values per statement. */
export const SEED_CHUNK_ROWS = 200;

/**
 * Writes `rows` through `insert` a chunk at a time, in order (one multi-row INSERT per chunk instead
 * of one per row); nothing when there are no rows, since an INSERT needs at least one.
 */
export async function insertInChunks<Row>(rows: readonly Row[], insert: (chunk: Row[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += SEED_CHUNK_ROWS) await insert(rows.slice(start, start + SEED_CHUNK_ROWS));
}
