import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { GUEST_BUTTONS, isLargeParty, LARGE_PARTY_OVER, parsePartySize } from '../../../shared/booking/validation.ts';
import * as form from '../css/form.css.ts';
import * as frame from '../css/frame.css.ts';
import * as schedule from '../css/schedule.css.ts';
import { useUi } from '../use-ui.ts';

/**
 * The guest count: 1 to 8 as a radio group (arrows move the choice) plus 'More than 8',
 * which asks for a number checked against 1..max ('Please enter a valid party size between 1 and 20');
 * above 8 a hint recommends calling.
 */
export function GuestCount({ value, max, onChange }: { value: number; max: number; onChange: (size: number) => void }): ReactNode {
  const { t } = useUi();
  const [more, setMore] = useState(value > LARGE_PARTY_OVER);
  const [typed, setTyped] = useState(value > LARGE_PARTY_OVER ? String(value) : '');
  const [problem, setProblem] = useState<string | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();
  const options = [...GUEST_BUTTONS.filter((n) => n <= max), ...(max > LARGE_PARTY_OVER ? ['more' as const] : [])];
  const checkedIndex = more ? options.length - 1 : options.indexOf(value);

  const pick = (index: number): void => {
    const option = options[index];
    if (option === 'more') {
      setMore(true);
      return;
    }
    if (option === undefined) return;
    setMore(false);
    setProblem(null);
    onChange(option);
  };
  const onKeyDown = (event: KeyboardEvent, index: number): void => {
    const step =
      event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + options.length) % options.length;
    pick(next);
    buttons.current[next]?.focus();
  };
  const apply = (): void => {
    const size = parsePartySize(typed, max);
    if (size === undefined) {
      setProblem(t('partySize'));
      return;
    }
    setProblem(null);
    onChange(size);
  };

  return (
    <div className={schedule.section}>
      <div role="radiogroup" aria-labelledby={`${id}-legend`} className={schedule.guests}>
        <p id={`${id}-legend`} className={schedule.guestLegend}>
          {t('guestsLabel')}
        </p>
        {options.map((option, index) => (
          <button
            key={option}
            ref={(el) => void (buttons.current[index] = el)}
            type="button"
            role="radio"
            aria-checked={index === checkedIndex}
            tabIndex={index === (checkedIndex >= 0 ? checkedIndex : 0) ? 0 : -1}
            className={schedule.guestButton}
            onClick={() => pick(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {option === 'more' ? t('guestsMore') : option}
          </button>
        ))}
      </div>
      {more && (
        <div className={`${form.inline} ${schedule.moreGuests}`}>
          <div className={form.field}>
            <label className={form.label} htmlFor={`${id}-more`}>
              {t('guestsMoreLabel', { max })}
            </label>
            <input
              id={`${id}-more`}
              className={form.control}
              inputMode="numeric"
              value={typed}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              onChange={(event) => setTyped(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  apply();
                }
              }}
            />
          </div>
          <button type="button" className={frame.secondaryButton} onClick={apply}>
            {t('guestsApply')}
          </button>
        </div>
      )}
      {problem && (
        <p id={`${id}-problem`} className={form.error} role="alert">
          {problem}
        </p>
      )}
      {isLargeParty(value) && <p className={frame.note}>{t('largePartyHint')}</p>}
    </div>
  );
}
