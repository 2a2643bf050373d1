import { describe, expect, it } from 'vitest';
import { loadMessages, messageLoaders, translate } from '../element/messages.ts';
import { apiMessages } from './messages.ts';

describe('shared API messages', () => {
  it('says how many minutes to wait, singular and plural, in English', () => {
    expect(translate(apiMessages, 'en', 'tooManyAttempts', { count: 1 })).toBe('Too many attempts. Try again in 1 minute.');
    expect(translate(apiMessages, 'en-GB', 'tooManyAttempts', { count: 15 })).toBe('Too many attempts. Try again in 15 minutes.');
  });

  it('says it in Spanish, with every key and the same placeholders', async () => {
    await loadMessages(apiMessages, 'es');
    expect(translate(apiMessages, 'es-ES', 'tooManyAttempts', { count: 1 })).toBe('Demasiados intentos. Inténtalo de nuevo en 1 minuto.');
    expect(translate(apiMessages, 'es', 'tooManyAttempts', { count: 15 })).toBe('Demasiados intentos. Inténtalo de nuevo en 15 minutos.');
    const es = await messageLoaders(apiMessages).es!();
    expect(Object.keys(es).sort()).toEqual(Object.keys(apiMessages.en).sort());
  });
});
