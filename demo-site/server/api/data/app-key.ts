import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../context.ts';
import { APP_TOKEN_TTL_SECONDS, issueAppToken, safeEqual, serverSecret } from '../../domain/secrets.ts';
import { fail, jsonBodyLimit, readJson, text } from '../validation.ts';

const body = v.object({ appId: text(200), secret: text(1000), key: text(1000) });

/**
 * `POST /api/app-key` with `{ appId, secret, key }`: compares them with APP_ID, APP_SECRET and APP_KEY
 * in constant time and answers `{ token, expiresIn }` (an app token signed by the server, one hour).
 * Wrong credentials: 401 'Invalid app credentials'; none configured: 503.
 */
export function appKeyRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  router.post('/app-key', jsonBodyLimit(), async (c) => {
    const config = c.get('config');
    if (!config.appId || !config.appKey || !config.appSecret) return fail(c, 503, 'not_configured', 'App credentials are not configured');
    const parsed = await readJson(c, body);
    if (!parsed.ok) return parsed.response;
    const { appId, secret, key } = parsed.value;
    // Every comparison runs, so timing tells nothing about which one failed.
    const matches = [safeEqual(appId, config.appId), safeEqual(secret, config.appSecret), safeEqual(key, config.appKey)];
    if (!matches.every(Boolean)) return fail(c, 401, 'unauthorized', 'Invalid app credentials');
    return c.json({ token: issueAppToken(serverSecret(config.dataDir), c.get('tenant').id), expiresIn: APP_TOKEN_TTL_SECONDS });
  });

  return router;
}
