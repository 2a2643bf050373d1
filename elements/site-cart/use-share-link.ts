import { useState } from 'react';
import { shareCartLink } from '../../shared/cart/store.ts';
import { useMessages } from '../../shared/element/react/define-element.tsx';
import { cartMessages } from './messages.ts';

/** The cart link the shopper asked for (empty until then), and the function that asks for it. */
export function useShareLink(storeHref: string): { link: string; share: () => Promise<void> } {
  const t = useMessages(cartMessages);
  const [link, setLink] = useState('');
  const share = async (): Promise<void> => {
    const url = await shareCartLink(storeHref, { copied: t('linkCopied'), failed: t('linkFailed') });
    if (url) setLink(url);
  };
  return { link, share };
}
