import type { ReactNode } from 'react';
import type { Network } from './model.ts';

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** Simple line drawings of each network's mark (decorative: the link carries the name). */
const SHAPES: Record<Network, ReactNode> = {
  facebook: <path {...stroke} d="M15 4h-2a4 4 0 0 0-4 4v3H7v3h2v7h3v-7h3l1-3h-4V8a1 1 0 0 1 1-1h2z" />,
  instagram: (
    <>
      <rect {...stroke} x="3" y="3" width="18" height="18" rx="5" />
      <circle {...stroke} cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1.2" fill="currentColor" />
    </>
  ),
  x: <path {...stroke} d="M4 4l16 16M20 4L4 20" />,
  linkedin: (
    <>
      <rect {...stroke} x="3" y="3" width="18" height="18" rx="3" />
      <path {...stroke} d="M8 11v6M8 7.5v.01M12 17v-6M12 13.5a2.5 2.5 0 0 1 5 0V17" />
    </>
  ),
  youtube: (
    <>
      <rect {...stroke} x="2" y="5" width="20" height="14" rx="4" />
      <path d="M10 9l5 3-5 3z" fill="currentColor" />
    </>
  ),
  tiktok: <path {...stroke} d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.5 3 2.5 5 5.5 5.5" />,
  pinterest: (
    <>
      <circle {...stroke} cx="12" cy="12" r="9" />
      <path {...stroke} d="M11 8.5c3-1 5 1 4 3.5s-3 2.5-4 1.5M11.5 10l-2.5 10" />
    </>
  ),
  website: (
    <>
      <circle {...stroke} cx="12" cy="12" r="9" />
      <path {...stroke} d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18" />
    </>
  ),
};

/** The icon of a social network, hidden from assistive technology. */
export function SocialIcon({ network }: { network: Network }): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      {SHAPES[network]}
    </svg>
  );
}
