import type { Config } from './config.ts';
import type { Principal } from './auth/principal.ts';
import type { Data } from './database.ts';
import type { PageSources } from './middleware/security.ts';
import type { Tenant } from './tenants.ts';

/** What the app is built from: configuration, the open migrated database, and where files live. */
export interface AppDeps {
  config: Config;
  /** The data layer (SQLite or PostgreSQL): every query of the app goes through it. */
  data: Data;
  /** Folder of the built elements (defaults to the repository's `dist/`). */
  distDir?: string;
  /** Folder of the demo's static files such as `demo.css` (defaults to `demo-site/public/`). */
  publicDir?: string;
}

/** Per-request values set by the middleware and read by routes (`c.get('tenant')`). */
export interface AppVariables {
  config: Config;
  /** The data layer (SQLite or PostgreSQL): every query of a request goes through it. */
  data: Data;
  /** The CSP nonce of this response: every `<script>` the page emits carries it. */
  nonce: string;
  /**
   * Set to 'email-preview' by a route that serves a stored e-mail's HTML to staff: the response gets
   * a sandboxed policy that allows the message's inline styles and nothing that runs.
   */
  contentPolicy?: 'email-preview';
  /** The organisation this request is for (set by the tenant middleware). */
  tenant: Tenant;
  /** How the tenant was chosen: an explicit `org` query param is carried on page links. */
  tenantSource: 'host' | 'header' | 'query' | 'cookie' | 'default';
  /** In platform mode: what the page may load, from the platform tenant's live wallets (platform/page-source.ts). */
  pageSources?: PageSources;
  /** Who is calling (set by the principal middleware after the tenant one). */
  principal: Principal;
}

/** The Hono environment type shared by the app and every router under it. */
export interface AppEnv {
  Variables: AppVariables;
}
