import { Hono, type Context, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { checkAppCredentials, tenantHasAppCredentials } from '../../../auth/app-credentials.ts';
import type { AppEnv } from '../../../context.ts';
import { APP_TOKEN_TTL_SECONDS, issueAppToken, safeEqual, serverSecret } from '../../../domain/secrets.ts';
import { fail, jsonBodyLimit, text, validate } from '../validation.ts';

const body = v.object({ appId: text(200), secret: text(1000), key: text(1000) });

/** The platform's own credentials (APP_ID, APP_SECRET, APP_KEY), when all three are set. */
function platformCredentials(c: Context<AppEnv>): v.InferOutput<typeof body> | undefined {
  const config = c.get('config');
  return config.appId && config.appKey && config.appSecret
    ? { appId: config.appId, secret: config.appSecret, key: config.appKey }
    : undefined;
}

/** With no credentials configured anywhere the answer is 503, whatever was sent. */
const credentialsConfigured: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!platformCredentials(c) && !(await tenantHasAppCredentials(c.get('data'), c.get('tenant').id)))
    return fail(c, 503, 'not_configured', 'App credentials are not configured');
  await next();
};

/**
 * `POST /api/app-key` with `{ appId, secret, key }` answers `{ token, expiresIn }`: an app token of
 * the request's tenant, signed by the server, for one hour. The credentials are the tenant's own (made
 * with `npm run staff -- app-key`), or the platform's APP_ID, APP_SECRET and APP_KEY, which serve
 * every tenant. Every comparison runs in constant time. Wrong credentials: 401 'Invalid app
 * credentials'; none configured anywhere: 503.
 */
export function appKeyRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  router.post('/app-key', jsonBodyLimit(), credentialsConfigured, validate('json', body), async (c) => {
    const config = c.get('config');
    const tenantId = c.get('tenant').id;
    const platform = platformCredentials(c);
    const given = c.req.valid('json');
    const own = await checkAppCredentials(c.get('data'), tenantId, given);
    // Every comparison runs, so timing tells nothing about which one failed.
    const platformMatch = platform
      ? [safeEqual(given.appId, platform.appId), safeEqual(given.secret, platform.secret), safeEqual(given.key, platform.key)].every(
          Boolean,
        )
      : false;
    if (own !== 'valid' && !(own === 'unknown' && platformMatch)) return fail(c, 401, 'unauthorized', 'Invalid app credentials');
    return c.json({ token: issueAppToken(serverSecret(config), tenantId), expiresIn: APP_TOKEN_TTL_SECONDS });
  });

  return router;
}
