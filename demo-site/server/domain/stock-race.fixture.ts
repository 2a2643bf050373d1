/**
 * One shopper of the cross-process stock race (stock.race.test.ts): opens the database in its own
 * process, says `ready`, waits for the `go` file, then orders one unit and prints `ok` or `short`.
 * Usage: node --import tsx stock-race.fixture.ts <dataDir> <goFile> <sku>
 */
import { existsSync } from 'node:fs';
import { openDataLayer } from '../database.ts';
import { createOrder } from './order-create.ts';

const [dataDir = '', goFile = '', sku = ''] = process.argv.slice(2);
const layer = await openDataLayer({ dataDir });
const tenant = { id: 'org_northwind', siteName: 'northwind', currency: 'USD', locale: 'en-US' };
const address = { firstName: 'Ada', lastName: 'L', address: '1 Main', city: 'Austin', state: 'TX', zip: '73301', country: 'US' };
process.stdout.write('ready\n');
const timer = setInterval(async () => {
  if (!existsSync(goFile)) return;
  clearInterval(timer);
  const result = await createOrder(layer.db, tenant, { customerInfo: { email: 'race@example.com' }, shippingAddress: address, items: [{ sku, quantity: 1 }], paymentMethod: 'card', paymentGateway: 'stripe' }, null);
  process.stdout.write(result.ok ? 'ok\n' : 'short\n');
  await layer.close();
}, 2);
