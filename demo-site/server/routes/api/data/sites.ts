import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../../context.ts';
import { getPage, siteInfo } from '../../../domain/pages.ts';
import { findProduct, toWireProduct } from '../../../domain/products.ts';
import { serverSecret, verifyPreviewToken } from '../../../domain/secrets.ts';
import { fail, validate } from '../validation.ts';

const segment = v.pipe(v.string(), v.nonEmpty('is required'), v.maxLength(200, 'must be at most 200 characters'));
const pagePath = v.pipe(
  v.string(),
  v.maxLength(300, 'must be at most 300 characters'),
  v.check((p) => p.split('/').every((s) => s !== '..' && s !== '.'), 'must not contain . or .. segments'),
);
/** `?shared-host` (any value but `false`): the site is asked for on a host it shares with others. */
const siteQuery = v.object({ 'shared-host': v.optional(v.string()) });
/** A preview link's signed `?token=` ('' when absent, which no preview accepts). */
const previewQuery = v.object({ token: v.optional(v.pipe(v.string(), v.maxLength(2000, 'must be at most 2000 characters')), '') });

/** True when `host` (any case, port ignored) is the tenant's host or the public site's own host. */
function servesHost(c: Context<AppEnv>, host: string): boolean {
  const bare = host.toLowerCase().replace(/:\d+$/, '');
  return bare === c.get('tenant').host || bare === new URL(c.get('config').siteUrl).hostname.toLowerCase();
}

function isMine(c: Context<AppEnv>, siteName: string): boolean {
  const tenant = c.get('tenant');
  return siteName === tenant.siteName || siteName === tenant.id;
}

/**
 * Site and page reads of the data API, mounted at `/api`: `GET site/{siteName}/{host}[?shared-host]`,
 * `GET page/{host}/{path...}?en=true` (the home page at `page/{host}`) and the signed preview
 * `GET tools/preview/{site}/{kind}/{ref}?token=` (kind `page` or `product`; wrong token: 403).
 * `en=true` asks for the default-language content, the only one this server keeps.
 */
export function siteRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  router.get('/site/:siteName/:host', validate('param', v.object({ siteName: segment, host: segment })), validate('query', siteQuery), async (c) => {
    const { siteName, host } = c.req.valid('param');
    const sharedHost = c.req.valid('query')['shared-host'];
    const shared = sharedHost !== undefined && sharedHost !== 'false';
    if (!isMine(c, siteName) || (!shared && !servesHost(c, host))) return fail(c, 404, 'not_found', 'No such site on this host.');
    return c.json({ data: await siteInfo(c.get('data'), c.get('tenant')) });
  });

  const page = async (c: Context<AppEnv>, host: string, path: string) => {
    if (!servesHost(c, host)) return fail(c, 404, 'not_found', 'No such site on this host.');
    const found = await getPage(c.get('data'), c.get('tenant').id, path);
    return found ? c.json({ data: found }) : fail(c, 404, 'not_found', `No page "/${path}".`);
  };
  router.get('/page/:host', validate('param', v.object({ host: segment })), (c) => page(c, c.req.valid('param').host, ''));
  router.get('/page/:host/:path{.+}', validate('param', v.object({ host: segment, path: pagePath })), (c) => {
    const { host, path } = c.req.valid('param');
    return page(c, host, path);
  });

  router.get('/tools/preview/:site/:kind/:ref', validate('param', v.object({ site: segment, kind: segment, ref: segment })), validate('query', previewQuery), async (c) => {
    const { site, kind, ref } = c.req.valid('param');
    const tenant = c.get('tenant');
    const { token } = c.req.valid('query');
    if (!verifyPreviewToken(serverSecret(c.get('config')), tenant.id, [site, kind, ref], token)) {
      return fail(c, 403, 'forbidden', 'This preview link is not valid or has expired.');
    }
    if (!isMine(c, site)) return fail(c, 404, 'not_found', 'No such site.');
    if (kind === 'page') {
      const found = await getPage(c.get('data'), tenant.id, ref, true);
      return found ? c.json({ data: { ...found, preview: true } }) : fail(c, 404, 'not_found', `No page "/${ref}".`);
    }
    if (kind === 'product') {
      const row = await findProduct(c.get('data'), tenant.id, ref);
      return row ? c.json({ data: { ...toWireProduct(row), preview: true } }) : fail(c, 404, 'not_found', `No product "${ref}".`);
    }
    return fail(c, 404, 'not_found', `Nothing to preview of kind "${kind}".`);
  });

  return router;
}
