/** A message one tab sends when it starts playing, so every other tab pauses. */
export interface PlaybackMessage {
  type: 'playing';
  tab: string;
}

/** The minimum of `BroadcastChannel` the rule needs (a fake in tests). */
export interface MessageChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

/** True when a message says that another tab started playing. */
export function isOtherTabPlaying(message: unknown, ownTab: string): boolean {
  if (typeof message !== 'object' || message === null) return false;
  const { type, tab } = message as Partial<PlaybackMessage>;
  return type === 'playing' && typeof tab === 'string' && tab !== ownTab;
}

/** A random id for this tab. */
export function newTabId(): string {
  return Math.random().toString(36).slice(2, 10) + Date.now().toString(36);
}

/** One tab's side of "only one tab plays at a time". */
export interface SingleTabPlayback {
  /** Tells the other tabs this one started playing. */
  announce(): void;
  close(): void;
}

/**
 * Joins the channel `name`: `announce()` when this tab starts playing; `onOtherTabPlaying` runs when
 * another tab does. Without `BroadcastChannel` (very old browsers) it does nothing.
 */
export function singleTabPlayback(
  name: string,
  onOtherTabPlaying: () => void,
  options: { tab?: string; channel?: () => MessageChannelLike | null } = {},
): SingleTabPlayback {
  const tab = options.tab ?? newTabId();
  const create = options.channel ?? (() => (typeof BroadcastChannel === 'function' ? new BroadcastChannel(name) : null));
  const channel = create();
  if (!channel) return { announce() {}, close() {} };
  const listener = (event: MessageEvent): void => {
    if (isOtherTabPlaying(event.data, tab)) onOtherTabPlaying();
  };
  channel.addEventListener('message', listener);
  return {
    announce: () => channel.postMessage({ type: 'playing', tab } satisfies PlaybackMessage),
    close() {
      channel.removeEventListener('message', listener);
      channel.close();
    },
  };
}
