import { useEffect, useId, useState, type ReactNode } from 'react';
import type { ElementViewProps } from '../../shared/element/react/define-element.tsx';
import { useMessages } from '../../shared/element/react/define-element.tsx';
import { pageTenant } from '../../shared/storage/page-tenant.ts';
import { applyTheme, readThemeChoice, saveThemeChoice, THEME_ATTRIBUTE, THEME_NAME_PATTERN, themeStorageKey } from '../../shared/theme/theme-choice.ts';
import { themeSwitchMessages } from './messages.ts';
import type { SiteThemeSwitchEvents, themeSwitchAttributes } from './site-theme-switch.element.ts';
import * as styles from './site-theme-switch.css.ts';

type Props = ElementViewProps<typeof themeSwitchAttributes, never, never, SiteThemeSwitchEvents>;

/** The event every switch sends, and listens for to stay in step with the others on the page. */
const CHANGE_EVENT = 'site-theme-change';

function safeStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** A radio group of themes; choosing one re-themes the page through `<html data-site-theme>`. */
export function SiteThemeSwitch({ host, label, brand, brandLabel, system, default: preferred, storageKey, emit }: Props): ReactNode {
  const t = useMessages(themeSwitchMessages);
  const name = useId();
  const siteTheme = THEME_NAME_PATTERN.test(brand) ? brand : '';
  const options = [
    ...(siteTheme ? [{ value: siteTheme, label: brandLabel || t('brand') }] : []),
    { value: 'light', label: t('light') },
    { value: 'dark', label: t('dark') },
    ...(system ? [{ value: 'auto', label: t('auto') }] : []),
  ];
  const values = options.map((o) => o.value);
  const key = storageKey || themeStorageKey(pageTenant());
  const root = host.ownerDocument.documentElement;
  const [choice, setChoice] = useState(() => {
    const current = root.getAttribute(THEME_ATTRIBUTE) ?? '';
    const fallback = values.includes(preferred) ? preferred : values[0] ?? 'light';
    return readThemeChoice(safeStorage(), key, values) ?? (values.includes(current) ? current : fallback);
  });

  useEffect(() => applyTheme(root, choice), [root, choice]);

  const known = values.join(' ');
  useEffect(() => {
    const follow = (theme: unknown) => {
      if (typeof theme === 'string' && known.split(' ').includes(theme)) setChoice(theme);
    };
    const onStorage = (event: StorageEvent) => event.key === key && follow(event.newValue);
    const onChange = (event: Event) => follow((event as CustomEvent<{ theme?: unknown }>).detail?.theme);
    const view = host.ownerDocument.defaultView;
    view?.addEventListener('storage', onStorage);
    host.ownerDocument.addEventListener(CHANGE_EVENT, onChange);
    return () => {
      view?.removeEventListener('storage', onStorage);
      host.ownerDocument.removeEventListener(CHANGE_EVENT, onChange);
    };
  }, [host, key, known]);

  const choose = (theme: string) => {
    setChoice(theme);
    applyTheme(root, theme);
    saveThemeChoice(safeStorage(), key, theme);
    emit(CHANGE_EVENT, { theme });
  };

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{label || t('legend')}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option.value} className={styles.option}>
            <input
              className={styles.input}
              type="radio"
              name={name}
              value={option.value}
              checked={choice === option.value}
              onChange={() => choose(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
