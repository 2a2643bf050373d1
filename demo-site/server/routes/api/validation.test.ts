import { Hono } from 'hono';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../context.ts';
import { textOrEmpty, sentBody, text, validate, wholeNumber } from './validation.ts';

const note = v.object({ title: text(20), count: v.optional(wholeNumber(1, 9)) });

function app() {
  const router = new Hono<AppEnv>();
  router.post('/notes', validate('json', note), (c) => c.json({ got: c.req.valid('json'), sent: sentBody(c) }));
  router.post('/maybe', validate('json', v.object({ count: v.optional(wholeNumber(1, 9)) }), { optional: true }), (c) => c.json(c.req.valid('json')));
  router.get('/notes/:id', validate('param', v.object({ id: v.pipe(v.string(), v.regex(/^\d+$/, 'must be digits')) })), validate('query', v.object({ q: v.optional(text(5)) })), (c) =>
    c.json({ id: c.req.valid('param').id, q: c.req.valid('query').q ?? null }),
  );
  router.post('/signup', validate('form', v.object({ name: text(10), plan: v.optional(v.picklist(['free', 'paid'], 'must be free or paid')) })), (c) =>
    c.json(c.req.valid('form')),
  );
  router.post('/upload', validate('form', v.object({ note: textOrEmpty }), { notAForm: 'must be form data with a note' }), (c) => c.json(c.req.valid('form')));
  router.get('/pages/:id', validate('param', v.object({ id: v.pipe(v.string(), v.regex(/^\d+$/)) }), { onInvalid: (c, issue) => c.text(`No page (${issue.field})`, 404) }), (c) =>
    c.text(`Page ${c.req.valid('param').id}`),
  );
  return router;
}

const post = (path: string, body: string) => app().request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

describe('validate(target, schema)', () => {
  it('hands the handler the parsed body, and keeps the body as sent', async () => {
    const res = await post('/notes', '{"title":"  Hello  "}');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ got: { title: 'Hello' }, sent: { title: '  Hello  ' } });
  });

  it('answers 400 naming the first bad field', async () => {
    const res = await post('/notes', '{"title":"Hi","count":12}');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'invalid', message: 'count: must be at most 9', field: 'count' } });
    expect(await (await post('/notes', '{}')).json()).toEqual({ error: { code: 'invalid', message: 'title: is required', field: 'title' } });
  });

  it('refuses text that is not JSON, an array and an empty body as "body: must be a JSON object"', async () => {
    for (const body of ['{nope', '[1,2]', '']) {
      const res = await post('/notes', body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: { code: 'invalid', message: 'body: must be a JSON object', field: 'body' } });
    }
  });

  it('reads an empty body as {} where every field is optional', async () => {
    const res = await post('/maybe', '');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
  });

  it('validates path parameters and the query string', async () => {
    expect(await (await app().request('/notes/12?q=ab')).json()).toEqual({ id: '12', q: 'ab' });
    const badId = await app().request('/notes/x1');
    expect(await badId.json()).toEqual({ error: { code: 'invalid', message: 'id: must be digits', field: 'id' } });
    const badQuery = await app().request('/notes/12?q=toolong');
    expect(await badQuery.json()).toEqual({ error: { code: 'invalid', message: 'q: must be at most 5 characters', field: 'q' } });
  });

  it('validates form bodies, url-encoded or multipart, with the same error body', async () => {
    const send = (body: BodyInit) => app().request('/signup', { method: 'POST', body });
    expect(await (await send(new URLSearchParams({ name: '  Ada ', plan: 'free' }))).json()).toEqual({ name: 'Ada', plan: 'free' });
    const multipart = new FormData();
    multipart.set('name', 'Grace');
    expect(await (await send(multipart)).json()).toEqual({ name: 'Grace' });
    const bad = await send(new URLSearchParams({ name: 'Ada', plan: 'gold' }));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: { code: 'invalid', message: 'plan: must be free or paid', field: 'plan' } });
    expect(await (await send(new URLSearchParams())).json()).toEqual({ error: { code: 'invalid', message: 'name: is required', field: 'name' } });
  });

  it('refuses a body that is not form data with notAForm, naming the body', async () => {
    const res = await app().request('/upload', { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: 'not multipart' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'invalid', message: 'body: must be form data with a note', field: 'body' } });
  });

  it('answers what onInvalid gives for refused input (a page shows its own not-found page)', async () => {
    expect(await (await app().request('/pages/12')).text()).toBe('Page 12');
    const missing = await app().request('/pages/abc');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('No page (id)');
  });
});
