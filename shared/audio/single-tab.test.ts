import { describe, expect, it, vi } from 'vitest';
import { isOtherTabPlaying, singleTabPlayback, type MessageChannelLike } from './single-tab.ts';

/** Channels that deliver to every other channel of the same bus, like BroadcastChannel. */
function bus(): () => MessageChannelLike {
  const members = new Set<{ listeners: Set<(event: MessageEvent) => void> }>();
  return () => {
    const self = { listeners: new Set<(event: MessageEvent) => void>() };
    members.add(self);
    return {
      postMessage(data) {
        for (const other of members) if (other !== self) for (const l of other.listeners) l({ data } as MessageEvent);
      },
      addEventListener: (_type, listener) => void self.listeners.add(listener),
      removeEventListener: (_type, listener) => void self.listeners.delete(listener),
      close: () => void members.delete(self),
    };
  };
}

describe('only one tab plays', () => {
  it('recognises another tab starting, not this one or junk', () => {
    expect(isOtherTabPlaying({ type: 'playing', tab: 'b' }, 'a')).toBe(true);
    expect(isOtherTabPlaying({ type: 'playing', tab: 'a' }, 'a')).toBe(false);
    expect(isOtherTabPlaying({ type: 'paused', tab: 'b' }, 'a')).toBe(false);
    expect(isOtherTabPlaying('playing', 'a')).toBe(false);
    expect(isOtherTabPlaying(null, 'a')).toBe(false);
  });

  it('pauses every other tab when one announces, and stops listening when closed', () => {
    const channel = bus();
    const pauseA = vi.fn();
    const pauseB = vi.fn();
    const a = singleTabPlayback('x', pauseA, { tab: 'a', channel });
    const b = singleTabPlayback('x', pauseB, { tab: 'b', channel });
    a.announce();
    expect(pauseB).toHaveBeenCalledTimes(1);
    expect(pauseA).not.toHaveBeenCalled();
    b.close();
    a.announce();
    expect(pauseB).toHaveBeenCalledTimes(1);
  });

  it('does nothing without a channel', () => {
    const tabs = singleTabPlayback('x', vi.fn(), { channel: () => null });
    expect(() => tabs.announce()).not.toThrow();
  });
});
