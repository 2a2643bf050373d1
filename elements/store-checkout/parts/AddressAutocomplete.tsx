import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { nextSuggestion, shouldSuggest, suggestionText } from '../../../shared/checkout/address.ts';
import type { PlacesPrediction } from '../../../shared/checkout/sdks.ts';
import { useMessages } from '../../../shared/element/react/define-element.tsx';
import type { StreetField } from './AddressFields.tsx';
import * as s from '../css/checkout.css.ts';
import { checkoutMessages } from '../messages.ts';
import * as a from '../css/autocomplete.css.ts';
import { addressEntry, loadPlaces, type AddressEntry } from '../places.ts';

/** Wait after the last keystroke before asking for suggestions. */
const DEBOUNCE_MS = 250;

/**
 * The street field as a combobox (WAI-ARIA combobox with a listbox popup): suggestions after more
 * than 2 characters, arrows to move, Enter to choose, Escape to close; choosing fills street, city,
 * state, zip and country. Each field bills an address entry as one session (see places.ts): its
 * requests share one token until a pick. Service failures are logged only: the field keeps working by
 * hand.
 */
export function makeAutocompleteStreet(apiKey: string, restrictTo: string): StreetField {
  return function AutocompleteStreet({ id, value, autoComplete, onChange, onPlace, country }): ReactNode {
    const t = useMessages(checkoutMessages);
    const listId = useId();
    const [entry, setEntry] = useState<AddressEntry | null>(null);
    const [suggestions, setSuggestions] = useState<PlacesPrediction[]>([]);
    const [open, setOpen] = useState(false);
    const [active, setActive] = useState(-1);
    const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
    const request = useRef(0);

    useEffect(() => {
      let live = true;
      loadPlaces(apiKey).then(
        (loaded) => live && setEntry(addressEntry(loaded)),
        (error: unknown) => console.error('Address autocomplete: the maps script could not be loaded', error instanceof Error ? error.message : error),
      );
      return () => {
        live = false;
        if (timer.current) clearTimeout(timer.current);
      };
    }, []);

    const close = (): void => {
      setOpen(false);
      setActive(-1);
    };
    const ask = (text: string): void => {
      if (timer.current) clearTimeout(timer.current);
      if (!shouldSuggest(text) || !entry) return close();
      const mine = ++request.current;
      timer.current = setTimeout(() => {
        entry.suggest(text, restrictTo || country).then(
          (found) => {
            if (mine !== request.current) return;
            setSuggestions(found);
            setActive(-1);
            setOpen(found.length > 0);
          },
          (error: unknown) => {
            console.error('Address autocomplete failed', error instanceof Error ? error.message : error);
            close();
          },
        );
      }, DEBOUNCE_MS);
    };
    const choose = (suggestion: PlacesPrediction): void => {
      close();
      request.current++;
      onChange(suggestionText(suggestion).main);
      entry?.pick(suggestion).then(
        (fields) => onPlace(Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== ''))),
        (error: unknown) => console.error('Address details failed', error instanceof Error ? error.message : error),
      );
    };
    const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
      if (event.key === 'Escape' && open) {
        event.preventDefault();
        return close();
      }
      if (event.key === 'Enter' && open && active >= 0) {
        event.preventDefault();
        const picked = suggestions[active];
        if (picked) choose(picked);
        return;
      }
      if (!open) return;
      const next = nextSuggestion(event.key, active, suggestions.length);
      if (next === null) return;
      event.preventDefault();
      setActive(next);
    };
    const optionId = (index: number): string => `${listId}-${index}`;
    return (
      <div className={a.box}>
        <input
          id={id}
          className={s.input}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          autoComplete={autoComplete}
          required
          aria-required="true"
          value={value}
          onChange={(e) => {
            onChange(e.target.value);
            ask(e.target.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
        <ul id={listId} role="listbox" aria-label={t('suggestions')} className={a.list} hidden={!open}>
          {suggestions.map((suggestion, index) => {
            const text = suggestionText(suggestion);
            return (
              // The keyboard stays on the input (WAI-ARIA combobox: arrows and Enter are handled there), and a
              // pointer press must not blur it.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={suggestion.placeId}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={a.option}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(suggestion)}
              >
                <span className={a.main}>{text.main}</span>
                {text.secondary && <span className={a.secondary}>{text.secondary}</span>}
              </li>
            );
          })}
        </ul>
        <span className={s.visuallyHidden} role="status">
          {open ? t('suggestionCount', { count: suggestions.length }) : ''}
        </span>
      </div>
    );
  };
}
