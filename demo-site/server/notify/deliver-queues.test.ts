// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { queuesByRecipient, type Claimed } from './deliver.ts';

const delivery = (id: number, recipient: string, channel: Claimed['channel'] = 'email', tenantId = 'org_northwind'): Claimed => ({
  id,
  tenantId,
  eventId: `evt_${id}`,
  channel,
  recipient,
  attempts: 0,
  token: 't',
});

describe('queuesByRecipient', () => {
  it("puts each recipient's deliveries in one queue, in the order their events were recorded, whatever order the claim answered", () => {
    const claimed = [delivery(7, 'ada@example.com'), delivery(3, 'wh_1', 'webhook'), delivery(2, 'ada@example.com'), delivery(5, 'bob@example.com'), delivery(4, 'ada@example.com')];
    expect(queuesByRecipient(claimed).map((queue) => queue.map((d) => d.id))).toEqual([[2, 4, 7], [3], [5]]);
  });

  it('keeps the same address of two tenants, and an e-mail and a webhook with the same text, apart', () => {
    const claimed = [delivery(1, 'same'), delivery(2, 'same', 'webhook'), delivery(3, 'same', 'email', 'org_harbor')];
    expect(queuesByRecipient(claimed).map((queue) => queue.map((d) => d.id))).toEqual([[1], [2], [3]]);
  });
});
