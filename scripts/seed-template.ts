/**
 * Writes the seeded demo database tests start from into a folder (its `site.db`):
 *   node --import tsx scripts/seed-template.ts <folder>
 */
import { writeSeedTemplate } from '../demo-site/server/seed-template.ts';

const folder = process.argv[2];
if (!folder) {
  console.error('Usage: node --import tsx scripts/seed-template.ts <folder>');
  process.exit(2);
}
await writeSeedTemplate(folder);
