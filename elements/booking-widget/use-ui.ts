import { createContext, createElement, useContext, type ReactNode, type RefObject } from 'react';
import { formatMoney } from '../../shared/i18n/format.ts';
import { FULL_DATE, formatInZone, LONG_DATE, SHORT_TIME, visitorZone } from '../../shared/booking/wall-clock.ts';
import type { BookingWidget } from '../../shared/booking/state/widget.ts';
import type { BookingMessage } from './messages.ts';

/** What every screen reads: the widget's state, the translator and the formatters. */
export interface WidgetUi {
  widget: BookingWidget;
  t: (key: BookingMessage, params?: Record<string, string | number>) => string;
  locale: string;
  /** `h2` … `h4` for step titles (`data-heading-level`); sub-headings one level down. */
  headingLevel: 2 | 3 | 4;
  /** False during the first render: headings take focus only after a step change. */
  focusOnMount: RefObject<boolean>;
  /** Says a status text through the widget's polite live region. */
  announce(text: string): void;
  money(cents: number | null | undefined): string;
  /** Time of an ISO instant in a zone ("9:00 AM", "09:00"). */
  time(iso: string, zone: string): string;
  /** Long date of an ISO instant or `YYYY-MM-DD` in a zone. */
  date(isoOrDate: string, zone: string, withWeekday?: boolean): string;
  visitorZone: string;
  /** `data-manage-href`: where the confirmation's manage link points (empty: this page). */
  manageHref: string;
  /** `data-sign-in-href`: the staff sign-in page the staff console links to when the session has ended. */
  signInHref: string;
}

const UiContext = createContext<WidgetUi | null>(null);

/** Provides the widget UI context. */
export function UiProvider({ value, children }: { value: WidgetUi; children: ReactNode }): ReactNode {
  return createElement(UiContext.Provider, { value }, children);
}

/** The widget UI context (throws outside `<booking-widget>`). */
export function useUi(): WidgetUi {
  const ui = useContext(UiContext);
  if (!ui) throw new Error('useUi outside <booking-widget>');
  return ui;
}

/** Builds the formatters of a locale and currency. */
export function formatters(locale: string, currency: string): Pick<WidgetUi, 'money' | 'time' | 'date' | 'visitorZone'> {
  return {
    money: (cents) => formatMoney(cents ?? 0, currency, locale),
    time: (iso, zone) => formatInZone(iso, zone, locale, SHORT_TIME),
    date: (value, zone, withWeekday = false) => {
      // A plain date is noon UTC of that day, formatted in UTC, so no zone can move it to another day.
      const plain = /^\d{4}-\d{2}-\d{2}$/.test(value);
      const instant = plain ? `${value}T12:00:00Z` : value;
      return formatInZone(instant, plain ? 'UTC' : zone, locale, withWeekday ? FULL_DATE : LONG_DATE);
    },
    visitorZone: visitorZone(),
  };
}
