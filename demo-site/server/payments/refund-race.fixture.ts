/**
 * One staff member of the cross-process refund race (refund.race.test.ts): opens the database in its
 * own process, says `ready`, waits for the `go` file, then asks to refund what remains of the order
 * and prints the refund's outcome or the refusal's code. The card simulator answers after 200 ms, as
 * a real provider takes its time, so the other processes ask while the first refund is on its way.
 * Usage: node --import tsx refund-race.fixture.ts <dataDir> <goFile> <orderId> [postgresUrl]
 * With a PostgreSQL URL it opens that database (the test app's own), else the SQLite file in dataDir.
 */
import { existsSync } from 'node:fs';
import { loadConfig } from '../config.ts';
import { dataOverPostgres, dataOverSqlite, type Data } from '../database.ts';
import { openPostgres } from '../db-postgres.ts';
import { openDatabase } from '../db.ts';
import { buildProviders } from './providers.ts';
import { refundTarget } from './staff-refunds.ts';

const [dataDir = '', goFile = '', orderId = '', postgresUrl = ''] = process.argv.slice(2);
const loaded = loadConfig({ DATA_DIR: dataDir });
if (!loaded.ok) throw new Error(loaded.error);
const db = postgresUrl ? undefined : openDatabase(dataDir);
const data: Data = db ? dataOverSqlite(db) : dataOverPostgres(openPostgres(postgresUrl, { max: 2 }));
const providers = buildProviders(loaded.config, data);
const card = providers.stripe;
if (!card) throw new Error('No card provider: the race needs the card simulator (demo mode).');
const refundNow = card.refund.bind(card);
card.refund = async (input) => {
  await new Promise((resolve) => setTimeout(resolve, 200));
  return refundNow(input);
};
process.stdout.write('ready\n');
const timer = setInterval(() => {
  if (!existsSync(goFile)) return;
  clearInterval(timer);
  void refundTarget(data, providers, 'org_northwind', { type: 'order', id: orderId }, { requestedBy: `staff:${process.pid}` }).then(
    async (result) => {
      process.stdout.write(result.ok ? `${result.outcome}\n` : `${result.code}\n`);
      if (db) db.close();
      else await data.destroy();
    },
  );
}, 2);
