import * as v from 'valibot';
import { createApiClient, type ApiClient, type ApiRequest } from './client.ts';
import { ApiError } from './errors.ts';

/** The application's credentials for server-side calls (never sent to a browser). */
export interface AppCredentials {
  appId: string;
  key: string;
  secret: string;
}

/**
 * A server-side client that authenticates as the application: it gets a token from `POST app-key`
 * with app id, secret and key; on a 401 it refreshes the token and retries while the retry count is
 * under 2. Invalid credentials are logged once per attempt.
 */
export function createAppTokenClient(opts: {
  baseUrl: string;
  credentials: AppCredentials;
  orgId?: string;
  fetch?: typeof fetch;
  log?: (message: string) => void;
}): ApiClient & { refreshToken(): Promise<string | null> } {
  let token: string | null = null;
  const log = opts.log ?? ((message: string) => console.error(message));
  const tokenClient = createApiClient({ baseUrl: opts.baseUrl, orgId: opts.orgId, fetch: opts.fetch, token: () => null });
  const client = createApiClient({ baseUrl: opts.baseUrl, orgId: opts.orgId, fetch: opts.fetch, token: () => token });

  async function refreshToken(): Promise<string | null> {
    try {
      const answer = await tokenClient.call({
        method: 'post',
        path: 'app-key',
        json: { appId: opts.credentials.appId, secret: opts.credentials.secret, key: opts.credentials.key },
        schema: v.object({ token: v.string() }),
      });
      token = answer.token;
    } catch (error) {
      token = null;
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) log(`Invalid app credentials for app "${opts.credentials.appId}": ${error.message}`);
      else log(`Could not get an app token: ${(error as Error).message}`);
    }
    return token;
  }

  return {
    options: client.options,
    refreshToken,
    async call<T>(request: ApiRequest<T>): Promise<T> {
      if (!token) await refreshToken();
      for (let retry = 0; ; retry++) {
        try {
          return await client.call(request);
        } catch (error) {
          if (!(error instanceof ApiError) || error.status !== 401 || retry >= 2) throw error;
          await refreshToken();
        }
      }
    },
  };
}
