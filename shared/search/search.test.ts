import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors.ts';
import { createSearchController, type SearchHit, type SearchState } from './controller.ts';
import { highlightSegments, searchTerms, snippetText } from './highlight.ts';
import { isSearchShortcut } from './shortcut.ts';

const hit = (title: string): SearchHit => ({ title, url: `/${title}`, content: '' });

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('search controller', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup() {
    const calls: { keyword: string; signal: AbortSignal; answer: ReturnType<typeof deferred<SearchHit[]>> }[] = [];
    const states: SearchState[] = [];
    const search = createSearchController({
      delayMs: 250,
      fetch: (keyword, signal) => {
        const answer = deferred<SearchHit[]>();
        calls.push({ keyword, signal, answer });
        return answer.promise;
      },
      onChange: (s) => states.push(s),
    });
    return { search, calls, states };
  }

  it('waits for typing to pause, then asks once for the last keyword', async () => {
    const { search, calls } = setup();
    search.input('h');
    search.input('he');
    search.input('hea');
    expect(search.state.status).toBe('loading');
    vi.advanceTimersByTime(249);
    expect(calls).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(calls.map((c) => c.keyword)).toEqual(['hea']);
    calls[0]?.answer.resolve([hit('Headphones')]);
    await vi.runAllTimersAsync();
    expect(search.state).toEqual({ keyword: 'hea', status: 'done', results: [hit('Headphones')] });
  });

  it('aborts the previous request, so a stale answer never renders', async () => {
    const { search, calls } = setup();
    search.input('lamp');
    vi.advanceTimersByTime(250);
    search.input('mug');
    vi.advanceTimersByTime(250);
    expect(calls[0]?.signal.aborted).toBe(true);
    calls[1]?.answer.resolve([hit('Mug')]);
    calls[0]?.answer.resolve([hit('Lamp')]);
    await vi.runAllTimersAsync();
    expect(search.state.results).toEqual([hit('Mug')]);
  });

  it('clears at once on an empty keyword, dropping the answer in flight', async () => {
    const { search, calls } = setup();
    search.input('lamp');
    vi.advanceTimersByTime(250);
    search.input('  ');
    expect(search.state).toEqual({ keyword: '  ', status: 'idle', results: [] });
    calls[0]?.answer.resolve([hit('Lamp')]);
    await vi.runAllTimersAsync();
    expect(search.state.status).toBe('idle');
    search.input('');
    vi.advanceTimersByTime(1000);
    expect(calls).toHaveLength(1);
  });

  it('runs at once on flush', () => {
    const { search, calls } = setup();
    search.input('mug');
    search.flush();
    expect(calls).toHaveLength(1);
    search.flush();
    expect(calls).toHaveLength(1);
  });

  it('reports "not configured" and stops asking', async () => {
    const { search, calls } = setup();
    search.input('x');
    vi.advanceTimersByTime(250);
    calls[0]?.answer.reject(new ApiError('Search Not Configured', { kind: 'http', status: 404, code: 'search_not_configured' }));
    await vi.runAllTimersAsync();
    expect(search.state.status).toBe('not-configured');
    search.input('xy');
    vi.advanceTimersByTime(500);
    expect(calls).toHaveLength(1);
    expect(search.state).toEqual({ keyword: 'xy', status: 'not-configured', results: [] });
  });

  it('gives the server message and an empty result on failure; an abort is silent', async () => {
    const { search, calls, states } = setup();
    search.input('a');
    vi.advanceTimersByTime(250);
    calls[0]?.answer.reject(new ApiError('Database unavailable', { kind: 'http', status: 500 }));
    await vi.runAllTimersAsync();
    expect(search.state).toEqual({ keyword: 'a', status: 'error', results: [], error: 'Database unavailable' });
    const count = states.length;
    search.input('ab');
    vi.advanceTimersByTime(250);
    calls[1]?.answer.reject(new DOMException('gone', 'AbortError'));
    await vi.runAllTimersAsync();
    expect(states.length).toBe(count + 1);
    expect(search.state.status).toBe('loading');
  });

  it('ignores everything after destroy', async () => {
    const { search, calls, states } = setup();
    search.input('a');
    vi.advanceTimersByTime(250);
    search.destroy();
    expect(calls[0]?.signal.aborted).toBe(true);
    const count = states.length;
    search.input('b');
    expect(states.length).toBe(count);
  });
});

describe('highlighting', () => {
  it('splits the words of a keyword', () => {
    expect(searchTerms('  Head-phones  HEAD ')).toEqual(['head', 'phones']);
    expect(searchTerms('!!')).toEqual([]);
  });

  it('marks word starts, ignoring case, longest first', () => {
    expect(highlightSegments('Aurora Wireless Headphones, overhead', ['head', 'headphones'])).toEqual([
      { text: 'Aurora Wireless ', match: false },
      { text: 'Headphones', match: true },
      { text: ', overhead', match: false },
    ]);
    expect(highlightSegments('Mug (set)', ['(set'])).toEqual([{ text: 'Mug ', match: false }, { text: '(set', match: true }, { text: ')', match: false }]);
    expect(highlightSegments('a.b', ['.'])).toEqual([{ text: 'a.b', match: false }]);
    expect(highlightSegments('', ['x'])).toEqual([]);
    expect(highlightSegments('Plain', [])).toEqual([{ text: 'Plain', match: false }]);
  });

  it('reduces snippets to plain text', () => {
    expect(snippetText('<p>Ships <strong>free</strong> &amp; fast&#33;</p><script>alert(1)</script><img src=x onerror=alert(1)>')).toBe('Ships free & fast!');
    expect(snippetText('a &unknown; &#xZZ; &#99999999;')).toBe('a &unknown; &#xZZ; &#99999999;');
    expect(snippetText('x'.repeat(300), 10)).toBe('xxxxxxxxx…');
  });
});

describe('shortcut', () => {
  const ev = (key: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}, target: { localName?: string; type?: string; isContentEditable?: boolean } | null = { localName: 'body' }) => ({
    key,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    ...mods,
    target,
  });
  it('opens on / outside text fields and on Ctrl+K or Cmd+K anywhere', () => {
    expect(isSearchShortcut(ev('/'))).toBe(true);
    expect(isSearchShortcut(ev('/', {}, { localName: 'input', type: 'email' }))).toBe(false);
    expect(isSearchShortcut(ev('/', {}, { localName: 'input', type: 'checkbox' }))).toBe(true);
    expect(isSearchShortcut(ev('/', {}, { localName: 'div', isContentEditable: true }))).toBe(false);
    expect(isSearchShortcut(ev('/', {}, { localName: 'textarea' }))).toBe(false);
    expect(isSearchShortcut(ev('k', { ctrlKey: true }, { localName: 'textarea' }))).toBe(true);
    expect(isSearchShortcut(ev('K', { metaKey: true }))).toBe(true);
    expect(isSearchShortcut(ev('k', { ctrlKey: true, altKey: true }))).toBe(false);
    expect(isSearchShortcut(ev('k'))).toBe(false);
    expect(isSearchShortcut(ev('/', {}, null))).toBe(true);
  });
});
