import type { MessageLanguage } from '../../lifecycle/events.ts';
import type { QueueData } from '../../lifecycle/snapshots.ts';
import { fill } from './booking.ts';
import { layoutMessage, type Brand, type RenderedMessage } from './layout.ts';

/** The queue events that have a message. */
export type QueueMessageType = 'queue.next' | 'queue.called';

const TEXT = {
  en: {
    subject: { 'queue.next': "You're next at {location}", 'queue.called': "It's your turn at {location}" },
    heading: { 'queue.next': "You're next", 'queue.called': "It's your turn" },
    intro: {
      'queue.next': 'Hello {name}, you are next in the queue at {location}. Please make your way back so you are ready when we call you.',
      'queue.called': 'Hello {name}, it is your turn at {location}. Please come to the desk now.',
    },
    party: 'Party size',
    service: 'Service',
    status: 'See your place in the queue',
    reason: 'You receive this e-mail because you joined the queue at {tenant}.',
  },
  es: {
    subject: { 'queue.next': 'Eres el siguiente en {location}', 'queue.called': 'Es tu turno en {location}' },
    heading: { 'queue.next': 'Eres el siguiente', 'queue.called': 'Es tu turno' },
    intro: {
      'queue.next': 'Hola {name}, eres el siguiente en la cola de {location}. Vuelve para estar listo cuando te llamemos.',
      'queue.called': 'Hola {name}, es tu turno en {location}. Acércate al mostrador ahora.',
    },
    party: 'Personas',
    service: 'Servicio',
    status: 'Ver tu lugar en la cola',
    reason: 'Recibes este correo porque te uniste a la cola de {tenant}.',
  },
} as const;

/** A queue message ("you're next", "it's your turn") in the customer's language. */
export function queueMessage(type: QueueMessageType, data: QueueData, ctx: { brand: Brand; language: MessageLanguage; queueUrl: string }): RenderedMessage {
  const t = TEXT[ctx.language];
  const values = { location: data.locationName, name: data.customerName, tenant: data.tenantName || ctx.brand.name };
  return layoutMessage(ctx.brand, ctx.language, {
    subject: fill(t.subject[type], values),
    heading: t.heading[type],
    intro: [fill(t.intro[type], values)],
    rows: [...(data.serviceName ? [[t.service, data.serviceName] as [string, string]] : []), [t.party, String(data.partySize)]],
    action: { label: t.status, url: ctx.queueUrl },
    reason: fill(t.reason, values),
  });
}
