/**
 * The cookie that tells the server a track is current in this browser, so the page shell renders
 * `<site-audio-bar>` on every page while something is playing or paused, and on no page otherwise
 * (pages without audio then load none of its code).
 */
export const AUDIO_SHELL_COOKIE = 'site_audio';

/** How long the cookie lasts without a change: a month, like the stored player state. */
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** The `document.cookie` assignment for "a track is current" (set) or "nothing is current" (removed). */
export function audioShellCookie(hasCurrentTrack: boolean): string {
  return hasCurrentTrack
    ? `${AUDIO_SHELL_COOKIE}=1; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax`
    : `${AUDIO_SHELL_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}
