import { describe, expect, it } from 'vitest';
import { AUDIO_SHELL_COOKIE, audioShellCookie } from './shell-cookie.ts';

describe('audioShellCookie', () => {
  it('marks a current track for the whole site', () => {
    const cookie = audioShellCookie(true);
    expect(cookie.startsWith(`${AUDIO_SHELL_COOKIE}=1;`)).toBe(true);
    expect(cookie).toContain('Path=/');
    expect(cookie).toMatch(/Max-Age=[1-9]\d*/);
  });

  it('removes the mark when nothing is current', () => {
    const cookie = audioShellCookie(false);
    expect(cookie.startsWith(`${AUDIO_SHELL_COOKIE}=;`)).toBe(true);
    expect(cookie).toContain('Max-Age=0');
    expect(cookie).toContain('Path=/');
  });
});
