import type { ReactNode } from 'react';
import { useMessages } from '../../../shared/element/react/define-element.tsx';
import { cartMessages } from '../messages.ts';
import * as styles from '../css/site-cart.css.ts';
import { useShareLink } from '../use-share-link.ts';

/** Copy cart link: saves the cart on the server and shows the link that restores it, selected on focus. */
export function ShareCartLink({ storeHref }: { storeHref: string }): ReactNode {
  const t = useMessages(cartMessages);
  const { link, share } = useShareLink(storeHref);
  return (
    <>
      <button type="button" className={styles.shareButton} onClick={() => void share()}>
        {t('shareLink')}
      </button>
      {link && (
        <label className={styles.linkField}>
          <span className={styles.muted}>{t('linkLabel')}</span>
          <input readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
        </label>
      )}
    </>
  );
}
