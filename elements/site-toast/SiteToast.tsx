import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import type { ElementViewProps } from '../../shared/element/react/define-element.tsx';
import { $toasts, TOAST_REGION_TAG } from '../../shared/toast/store.ts';
import type { toastAttributes } from './site-toast.element.ts';
import * as styles from './site-toast.css.ts';

type Props = ElementViewProps<typeof toastAttributes>;

/**
 * The page's one polite live region. It is always rendered (empty when there is nothing to say), so
 * a screen reader already knows it when the first message arrives. A second `<site-toast>` on the
 * page renders nothing: one region, no double announcements.
 */
export function SiteToast({ host, label }: Props): ReactNode {
  const toasts = useStore($toasts);
  if (host.ownerDocument.querySelector(TOAST_REGION_TAG) !== host) return null;
  return (
    <div className={styles.region} role="status" aria-live="polite" aria-label={label || undefined}>
      {toasts.map((toast) => (
        <p key={toast.id} className={styles.toast} data-tone={toast.tone}>
          {toast.text}
        </p>
      ))}
    </div>
  );
}
