import { useState, type ReactNode } from 'react';
import { shareCartLink } from '../../../shared/cart/store.ts';
import { useMessages } from '../../../shared/element/react/define-element.tsx';
import * as styles from '../css/site-cart.css.ts';
import { cartMessages } from '../messages.ts';

/** Copy cart link: saves the cart on the server and shows the link that restores it, selected on focus. */
export function ShareCartLink({ storeHref }: { storeHref: string }): ReactNode {
  const t = useMessages(cartMessages);
  const [link, setLink] = useState('');
  const share = async (): Promise<void> => {
    const url = await shareCartLink(storeHref, { copied: t('linkCopied'), failed: t('linkFailed') });
    if (url) setLink(url);
  };
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
