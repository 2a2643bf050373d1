import { describe, expect, it } from 'vitest';
import { pollSchedule, startPolling, type PollVerdict } from './polling.ts';

/** A clock that never waits but records every wait it was asked for. */
function instantClock() {
  const waits: number[] = [];
  return { waits, wait: async (ms: number) => void waits.push(ms) };
}

const verdict = (status: string): PollVerdict => (status === 'pending' ? 'pending' : 'final');

describe('payment status polling (every 5 s, at most 60 times)', () => {
  it('is 60 waits of 5 seconds', () => {
    const schedule = pollSchedule();
    expect(schedule).toHaveLength(60);
    expect(new Set(schedule)).toEqual(new Set([5000]));
  });

  it('waits 5 s before each check and stops at the first final status', async () => {
    const clock = instantClock();
    const answers = ['pending', 'pending', 'completed'];
    const poller = startPolling({ check: async () => answers.shift() ?? 'pending', verdict, wait: clock.wait });
    expect(await poller.result).toEqual({ kind: 'final', value: 'completed', attempts: 3 });
    expect(clock.waits).toEqual([5000, 5000, 5000]);
  });

  it('gives up after 60 pending answers (the timeout message)', async () => {
    const clock = instantClock();
    let checks = 0;
    const poller = startPolling({ check: async () => (checks++, 'pending'), verdict, wait: clock.wait });
    expect(await poller.result).toEqual({ kind: 'timeout', attempts: 60 });
    expect(checks).toBe(60);
  });

  it('keeps going through a failed check, and reports unverified when the last one fails', async () => {
    const clock = instantClock();
    let n = 0;
    const flaky = startPolling({
      check: async () => {
        n++;
        if (n === 1) throw new Error('offline');
        return n === 2 ? 'expired' : 'pending';
      },
      verdict,
      wait: clock.wait,
    });
    expect(await flaky.result).toEqual({ kind: 'final', value: 'expired', attempts: 2 });
    const down = startPolling({ check: async () => Promise.reject(new Error('down')), verdict, wait: clock.wait, maxAttempts: 3 });
    const result = await down.result;
    expect(result.kind).toBe('unverified');
  });

  it('checks at once when asked, and stops when stopped', async () => {
    // A clock that only moves when woken: the check happens because of checkNow(), not time.
    const poller = startPolling({ check: async () => 'completed', verdict, wait: (_ms, wake) => wake });
    poller.checkNow();
    expect(await poller.result).toEqual({ kind: 'final', value: 'completed', attempts: 1 });
    const stopped = startPolling({ check: async () => 'pending', verdict, wait: (_ms, wake) => wake });
    stopped.stop();
    expect(await stopped.result).toEqual({ kind: 'stopped', attempts: 0 });
  });
});
