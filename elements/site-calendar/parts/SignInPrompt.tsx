import type { ReactNode } from 'react';
import { signInLink } from '../../../shared/calendar/sign-in-link.ts';
import * as styles from '../css/site-calendar.css.ts';

/**
 * The polite status region laid over the view: empty while the endpoint answers, and when it refuses
 * (401/403) the text asking staff to sign in with a link to `href` (plus `?next=` this page).
 */
export function SignInPrompt({ denied, href, text, link }: { denied: boolean; href: string; text: string; link: string }): ReactNode {
  return (
    <div className={styles.signIn} role="status" data-sign-in={denied ? '' : undefined}>
      {denied && (
        <div className={styles.signInCard}>
          <p className={styles.signInText}>{text}</p>
          <a className={styles.signInLink} href={signInLink(href, location)}>
            {link}
          </a>
        </div>
      )}
    </div>
  );
}
