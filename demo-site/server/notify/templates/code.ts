import type { MessageLanguage } from '../../lifecycle/events.ts';
import { fill } from './booking.ts';
import { layoutMessage, type Brand, type RenderedMessage } from './layout.ts';

const TEXT = {
  en: {
    subject: 'Your {tenant} sign-in code: {code}',
    heading: 'Your sign-in code',
    intro: 'Your sign-in code is {code}. It works for 10 minutes.',
    outro: 'If you did not ask for it, ignore this email.',
    reason: 'You receive this e-mail because someone asked to sign in to {tenant} with this address.',
  },
  es: {
    subject: 'Tu código de acceso de {tenant}: {code}',
    heading: 'Tu código de acceso',
    intro: 'Tu código de acceso es {code}. Es válido durante 10 minutos.',
    outro: 'Si no lo has pedido, ignora este correo.',
    reason: 'Recibes este correo porque alguien pidió acceder a {tenant} con esta dirección.',
  },
} as const;

/** The customer's one-time sign-in code (sent at once, never stored in plain text, so not through the deliveries outbox). */
export function codeMessage(code: string, ctx: { brand: Brand; language: MessageLanguage }): RenderedMessage {
  const t = TEXT[ctx.language];
  const values = { code, tenant: ctx.brand.name };
  return layoutMessage(ctx.brand, ctx.language, {
    subject: fill(t.subject, values),
    heading: t.heading,
    intro: [fill(t.intro, values)],
    outro: [t.outro],
    reason: fill(t.reason, values),
  });
}
