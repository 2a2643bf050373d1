import { afterEach, describe, it } from '../../test/browser/mocha.ts';
import { defined, expect } from '../../test/browser/assert.ts';
import { expectNoAxeViolations } from '../../test/browser/axe.ts';
import { click, waitFor } from '../../test/browser/fixture.ts';
import type { FakeServerOptions } from '../../test/fakes/booking-server.ts';
import {
  button,
  journey,
  dayCell,
  mountWidget,
  press,
  reservationIn,
  sameDayCatalog,
  typeInto,
  unmountWidget,
  waitForHeading,
} from '../../test/helpers/booking-widget-browser.ts';

afterEach(() => unmountWidget());

const EMAIL = 'ada@example.com';

/** The widget's words a journey needs, in English and Spanish. */
const WORDS = {
  en: {
    next: 'Continue',
    date: 'Choose a Date and Time',
    book: 'Book Appointment',
    details: 'Your Details',
    name: 'Full name',
    email: 'Email',
    phone: 'Phone',
    confirm: 'Confirm Booking',
    code: 'Confirmation code',
    contact: 'Email or phone used to book',
    find: 'Find Reservation',
    cancel: 'Cancel Reservation',
    yes: 'Yes, Cancel',
  },
  es: {
    next: 'Continuar',
    date: 'Elige fecha y hora',
    book: 'Reservar cita',
    details: 'Tus datos',
    name: 'Nombre completo',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    confirm: 'Confirmar reserva',
    code: 'Código de confirmación',
    contact: 'Correo electrónico o teléfono usado al reservar',
    find: 'Buscar reserva',
    cancel: 'Cancelar reserva',
    yes: 'Sí, cancelar',
  },
};
type Words = (typeof WORDS)['en'];

/** An older server's answers: no policy with the reservation, so the widget states its configuration's. */
const NO_POLICY = { policy: null };

/**
 * Mounts the meeting widget with `config` over a fake server with `server` options and books its first
 * service two days ahead; answers the element, on the confirmation.
 */
async function bookAndReadPolicy(lang: 'en' | 'es', config: object, server: Partial<FakeServerOptions> = NO_POLICY): Promise<HTMLElement> {
  const words: Words = WORDS[lang];
  const { el } = await mountWidget(`lang="${lang}" data-preset="meeting"`, config, server);
  // Location, service, then staff (no preference): the first card of each.
  for (let step = 0; step < 3; step++) {
    const card = await waitFor(() => el.querySelector<HTMLElement>('[data-card]'), { message: `cards of step ${step + 1}` });
    if (step < 2) await click(card);
    const before = el.querySelector('[data-step-heading]')?.textContent;
    await press(el, words.next);
    await waitFor(() => (el.querySelector('[data-step-heading]')?.textContent !== before ? true : null), {
      message: `the step after ${before}`,
    });
  }
  await waitForHeading(el, words.date);
  await click(await dayCell(el, 2));
  await click(
    await waitFor(() => el.querySelector<HTMLElement>('[role="option"]:not([aria-disabled])'), { message: 'a free slot', timeout: 4000 }),
  );
  await press(el, words.book);
  await waitForHeading(el, words.details);
  await typeInto(el, words.name, 'Ada Lovelace');
  await typeInto(el, words.email, EMAIL);
  await typeInto(el, words.phone, '+44 20 7946 0000');
  await press(el, words.confirm);
  await waitFor(() => el.querySelector('[data-cancellation-policy]'), { message: 'the confirmation’s cancellation policy' });
  return el;
}

const policyText = (el: HTMLElement) => defined(el.querySelector('[data-cancellation-policy]')).textContent;

describe('<booking-widget> cancellation policy from the configuration, when the server answers none', () => {
  it(
    'states a 48-hour cut-off on the confirmation, in English and in Spanish',
    journey(async () => {
      const config = { cancellationCutoffHours: 48, modificationCutoffHours: 48 };
      const en = await bookAndReadPolicy('en', config);
      expect(policyText(en)).toBe('Free cancellation or rescheduling up to 48 hours before your appointment.');
      await expectNoAxeViolations(en);
      unmountWidget();
      const es = await bookAndReadPolicy('es', config);
      expect(policyText(es)).toBe('Cancelación o cambio gratis hasta 48 horas antes de tu cita.');
    }),
  );

  it(
    'says nothing about a cut-off when none is set, and says what cannot be done online',
    journey(async () => {
      const none = await bookAndReadPolicy('en', { cancellationCutoffHours: 0, modificationCutoffHours: 0 });
      expect(policyText(none)).toBe('Free cancellation or rescheduling until your appointment starts.');
      unmountWidget();
      const noMoves = await bookAndReadPolicy('es', { cancellationCutoffHours: 12, allowModification: false });
      expect(policyText(noMoves)).toBe(
        'Cancelación gratis hasta 12 horas antes de tu cita. Esta reserva no se puede cambiar de fecha u hora en línea.',
      );
    }),
  );
});

/** Looks a reservation up on the manage or check-in screen with the words of `lang`. */
async function lookUpIn(el: HTMLElement, words: Words): Promise<void> {
  await waitFor(() => el.querySelector('input[name="code"]'), { message: 'the lookup form' });
  await typeInto(el, words.code, 'K7QX2M9P');
  await typeInto(el, words.contact, EMAIL);
  await press(el, words.find);
}

describe('<booking-widget> the policy the server answers with the booking', () => {
  it(
    'the confirmation states the booking’s 48 hours where the page’s configuration says 24, in English and in Spanish',
    journey(async () => {
      const config = { cancellationCutoffHours: 24, modificationCutoffHours: 24 };
      const server = { policy: { cancellationCutoffHours: 48, modificationCutoffHours: 48 } };
      const en = await bookAndReadPolicy('en', config, server);
      expect(policyText(en)).toBe('Free cancellation or rescheduling up to 48 hours before your appointment.');
      unmountWidget();
      const es = await bookAndReadPolicy('es', config, server);
      expect(policyText(es)).toBe('Cancelación o cambio gratis hasta 48 horas antes de tu cita.');
    }),
  );

  it(
    'the manage screen states it, and offers only what the booking allows online',
    journey(async () => {
      const es = await mountWidget(
        'lang="es" data-preset="salon" data-mode="manage"',
        { cancellationCutoffHours: 24 },
        {
          reservations: [reservationIn(3 * 24 * 60)],
          policy: { cancellationCutoffHours: 48, modificationCutoffHours: 48 },
        },
      );
      await lookUpIn(es.el, WORDS.es);
      await waitFor(() => es.el.querySelector('[data-cancellation-policy]'), { message: 'the policy on the manage screen' });
      expect(policyText(es.el)).toBe('Cancelación o cambio gratis hasta 48 horas antes de tu cita.');
      unmountWidget();
      const { el } = await mountWidget('data-preset="salon" data-mode="manage"', undefined, {
        reservations: [reservationIn(3 * 24 * 60)],
        policy: { allowModification: false },
      });
      await lookUpIn(el, WORDS.en);
      await waitFor(() => el.querySelector('[data-cancellation-policy]'), { message: 'the policy on the manage screen' });
      expect(policyText(el)).toBe('Free cancellation up to 24 hours before your appointment. This booking cannot be rescheduled online.');
      expect(button(el, WORDS.en.cancel)).toBeTruthy();
      expect(() => button(el, 'Modify')).toThrow();
      await expectNoAxeViolations(el);
    }),
  );

  it(
    'check-in opens when the booking’s policy says (30 minutes), not the configuration’s 15',
    journey(async () => {
      const { el } = await mountWidget('data-preset="salon" data-mode="check-in"', undefined, {
        reservations: [reservationIn(40)],
        catalog: sameDayCatalog(40),
        policy: { checkInEarlyMinutes: 30 },
      });
      await lookUpIn(el, WORDS.en);
      const problem = await waitFor(() => el.querySelector('[data-check-in-problem]')?.textContent || null, { message: 'the refusal' });
      expect(problem).toMatch(/^Check-in is available starting 30 minutes before your appointment time \(.+\)\.$/);
    }),
  );
});

describe('<booking-widget> check-in window from the configuration', () => {
  it(
    'says when check-in opens and refuses earlier with the configured window (10 minutes), in Spanish',
    journey(async () => {
      const en = await mountWidget('data-preset="salon" data-mode="check-in"', { checkInEarlyMinutes: 30 });
      await waitForHeading(en.el, 'Self Check-In');
      expect(en.el.textContent).toMatch('Check-in opens 30 minutes before your appointment, on the day of your booking.');
      unmountWidget();
      const { el } = await mountWidget(
        'lang="es" data-preset="salon" data-mode="check-in"',
        { checkInEarlyMinutes: 10 },
        {
          reservations: [reservationIn(12)],
          catalog: sameDayCatalog(12),
          ...NO_POLICY,
        },
      );
      await waitFor(
        () => (el.textContent?.includes('El registro se abre 10 minutos antes de tu cita, el mismo día de tu reserva.') ? true : null),
        {
          message: 'the Spanish hint',
        },
      );
      await lookUpIn(el, WORDS.es);
      const problem = await waitFor(() => el.querySelector('[data-check-in-problem]')?.textContent || null, { message: 'the refusal' });
      expect(problem).toMatch(/^El registro de llegada está disponible desde 10 minutos antes de tu cita \(.+\)\.$/);
      await expectNoAxeViolations(el);
    }),
  );
});

describe('<booking-widget> refusals the server sends, in Spanish', () => {
  it(
    'a meal type the server does not offer',
    journey(async () => {
      const brunch = { mealTypes: [{ id: 'brunch', name: 'Brunch', duration: 60 }], filter: { serviceIds: ['svc_table'] } };
      const { el } = await mountWidget('lang="es" data-preset="restaurant"', brunch);
      for (let step = 0; step < 2; step++) {
        await click(await waitFor(() => el.querySelector<HTMLElement>('[data-card]'), { message: 'cards' }));
        await click(button(el, 'Continuar'));
      }
      await click(await dayCell(el, 2));
      const banner = await waitFor(() => el.querySelector('[data-error-banner]')?.textContent || null, { message: 'the banner' });
      expect(banner).toMatch('Elige uno de los tipos de comida ofrecidos.');
    }),
  );

  it(
    'a paid booking after the cut-off: it cannot be cancelled online now, and only the business refunds it',
    journey(async () => {
      const { el, server } = await mountWidget('lang="es" data-preset="salon" data-mode="manage"', undefined, {
        reservations: [reservationIn(60)],
        cancellationCutoffHours: 24,
      });
      await lookUpIn(el, WORDS.es);
      await press(el, WORDS.es.cancel);
      await press(el, WORDS.es.yes);
      const banner = await waitFor(() => el.querySelector('[data-error-banner]')?.textContent || null, { message: 'the banner' });
      expect(banner).toMatch(
        'La cancelación en línea se cierra 24 horas antes de la cita, así que esta reserva ya no se puede cancelar en línea. Los pagos solo los reembolsamos nosotros, según nuestra política de cancelación. Habla con nuestro personal para que te ayude.',
      );
      expect(server.reservations[0]?.status).toBe('confirmed');
    }),
  );

  it(
    'a one-hour cut-off, in the singular',
    journey(async () => {
      const { el } = await mountWidget('lang="es" data-preset="salon" data-mode="manage"', undefined, {
        reservations: [reservationIn(30, { price: 0 })],
        cancellationCutoffHours: 1,
      });
      await lookUpIn(el, WORDS.es);
      await press(el, WORDS.es.cancel);
      await press(el, WORDS.es.yes);
      const banner = await waitFor(() => el.querySelector('[data-error-banner]')?.textContent || null, { message: 'the banner' });
      expect(banner).toMatch(
        'La cancelación en línea se cierra 1 hora antes de la cita, así que esta reserva ya no se puede cancelar en línea. Habla con nuestro personal para que te ayude.',
      );
    }),
  );
});

/** Cancels the test reservation on the manage screen in `lang`; answers the success text shown. */
async function cancelShowing(lang: 'en' | 'es', server: Partial<FakeServerOptions>, price = 5500): Promise<string> {
  const words = WORDS[lang];
  const { el } = await mountWidget(`lang="${lang}" data-preset="salon" data-mode="manage"`, undefined, {
    reservations: [reservationIn(48 * 60, { price })],
    ...server,
  });
  await lookUpIn(el, words);
  await press(el, words.cancel);
  await press(el, words.yes);
  const text = await waitFor(
    () => (el.querySelector('[data-status="cancelled"]') && el.querySelector('[data-manage-notice]')?.textContent) || null,
    {
      message: 'the cancelled notice',
    },
  );
  await expectNoAxeViolations(el);
  return text;
}

describe('<booking-widget> the refund after cancelling', () => {
  it(
    'says what was refunded to the original payment method',
    journey(async () => {
      // 55.00 plus 8.25 % tax, as the fake server refunds it.
      expect(await cancelShowing('en', {})).toBe(
        'Your reservation has been cancelled. We refunded $59.54 to your original payment method.',
      );
    }),
  );

  it(
    'says a pending or failed refund is being processed (Spanish), and nothing about money for a booking nothing was paid for',
    journey(async () => {
      const amount = new Intl.NumberFormat('es', { style: 'currency', currency: 'EUR' }).format(59.54);
      expect(await cancelShowing('es', { refund: 'pending', currency: 'EUR' })).toBe(
        `Tu reserva se ha cancelado. Estamos tramitando el reembolso de ${amount}.`,
      );
      unmountWidget();
      expect(await cancelShowing('en', { refund: 'failed' })).toBe(
        'Your reservation has been cancelled. Your refund of $59.54 is being processed.',
      );
      unmountWidget();
      expect(await cancelShowing('en', {}, 0)).toBe('Your reservation has been cancelled.');
    }),
  );
});
