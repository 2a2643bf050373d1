import * as v from 'valibot';
import type { ApiClient } from './client.ts';

/** The groups of the wider call catalogue under `/api` (repository, site, profile, files, storefront, CRM, tools, AI), whose exact paths are not known. */
export type CatalogueGroup = 'repository' | 'site' | 'profile' | 'files' | 'storefront' | 'crm' | 'tools' | 'ai' | 'other';

/** One named call of the catalogue: its group, method and a path template with `{param}` holes. */
export interface NamedCall {
  group: CatalogueGroup;
  method: 'get' | 'post' | 'put' | 'delete';
  /** Path template under the API base, e.g. `crm/tickets/{id}`; unset until a deployment configures it. */
  path?: string;
}

/**
 * The wider catalogue as a named-call registry. These calls have names but no known
 * paths, so a deployment supplies paths with `configureCalls`; calling one without a path fails
 * clearly instead of guessing a URL.
 */
export function createCallRegistry(initial: Record<string, NamedCall> = {}) {
  const calls = new Map(Object.entries(initial));
  return {
    /** Sets or replaces paths (and methods) for named calls. */
    configureCalls(entries: Record<string, Partial<NamedCall> & Pick<NamedCall, 'path'>>): void {
      for (const [name, entry] of Object.entries(entries)) {
        const current = calls.get(name) ?? { group: 'other', method: 'get' };
        calls.set(name, { ...current, ...entry });
      }
    },
    /** The names of every known call, with whether a path is configured. */
    list(): { name: string; group: CatalogueGroup; configured: boolean }[] {
      return Array.from(calls, ([name, call]) => ({ name, group: call.group, configured: Boolean(call.path) }));
    },
    /** Calls a named call, filling `{param}` holes from `params`. */
    async call<T>(
      api: ApiClient,
      name: string,
      opts: { params?: Record<string, string>; json?: unknown; query?: Record<string, string>; schema?: v.GenericSchema<unknown, T>; idempotencyKey?: string } = {},
    ): Promise<T> {
      const call = calls.get(name);
      if (!call) throw new Error(`Unknown API call "${name}"`);
      if (!call.path) throw new Error(`API call "${name}" has no path configured for this deployment`);
      const path = call.path.replace(/\{(\w+)\}/g, (_m, key: string) => {
        const value = opts.params?.[key];
        if (value === undefined) throw new Error(`API call "${name}" needs the parameter "${key}"`);
        return encodeURIComponent(value);
      });
      return api.call({
        method: call.method,
        path,
        json: opts.json,
        query: opts.query,
        idempotencyKey: opts.idempotencyKey,
        schema: (opts.schema ?? v.unknown()) as v.GenericSchema<unknown, T>,
      });
    },
  };
}

const names = (group: CatalogueGroup, method: NamedCall['method'], list: string[]): Record<string, NamedCall> =>
  Object.fromEntries(list.map((name) => [name, { group, method }]));

/** The catalogue's named calls, grouped by area; no paths until configured. */
export const catalogueCalls: Record<string, NamedCall> = {
  ...names('repository', 'post', ['repository.get', 'repository.collections', 'repository.query', 'repository.find', 'repository.create', 'repository.update', 'repository.delete', 'repository.bulkCreate', 'repository.publish', 'repository.unpublish', 'repository.approve', 'repository.reject', 'repository.history', 'repository.restore', 'repository.trashRestore', 'repository.search', 'repository.aggregate', 'repository.isUnique', 'repository.activities', 'repository.orgMembership', 'repository.dynamicQuery', 'repository.dynamicUpdate']),
  ...names('site', 'get', ['site.get', 'site.byHostname', 'site.page', 'site.pageSection', 'site.pageData']),
  ...names('profile', 'post', ['profile.signin', 'profile.signup', 'profile.refresh', 'profile.update', 'profile.profile', 'profile.socialLogin', 'profile.magicLink', 'profile.googleLogin', 'profile.facebookLogin', 'profile.passwordForgot', 'profile.passwordReset', 'profile.validateToken', 'profile.passwordChange', 'profile.logout', 'profile.dashboardAuth', 'profile.appKey', 'profile.appRegister', 'profile.userUpdate', 'profile.sharedSiteAuth']),
  ...names('files', 'post', ['files.upload', 'files.delete', 'files.flatlist', 'files.copy', 'files.move', 'files.stat', 'files.signedUrl', 'files.makePublic', 'files.makePrivate', 'files.thumbnail', 'files.createFolder', 'files.uploadFromUrl']),
  ...names('storefront', 'post', ['storefront.find', 'storefront.attributes', 'storefront.cartUpdate', 'storefront.cartClear', 'storefront.subscriptions', 'storefront.subscriptionUpdate', 'storefront.buyNow', 'storefront.takePayment', 'storefront.verifyPayment', 'storefront.refund', 'storefront.sendWelcome', 'storefront.subscriptionSession', 'storefront.checkoutSession', 'storefront.paypalConfig']),
  ...names('crm', 'post', ['crm.tickets', 'crm.inbox', 'crm.conversations', 'crm.serviceRequests', 'crm.queueJoin', 'crm.contactForm', 'crm.promotionUnsubscribe', 'crm.events', 'crm.flexdata', 'crm.comments', 'crm.activity', 'crm.reservationsByEmail', 'crm.servicePoints', 'crm.meetings', 'crm.collectionForms', 'crm.signedDocuments', 'crm.nearbyPlaces', 'crm.sendTemplate', 'crm.workspaceItems', 'crm.campaigns', 'crm.campaignStart', 'crm.campaignPause', 'crm.campaignStop', 'crm.campaignDuplicate', 'crm.campaignAnalytics', 'crm.campaignMetrics', 'crm.audienceSegments', 'crm.customAudiences', 'crm.leads', 'crm.leadQualify', 'crm.leadDisqualify', 'crm.leadConvert', 'crm.leadAssign', 'crm.leadFollowUp', 'crm.leadEnrich', 'crm.leadAnalytics']),
  ...names('tools', 'post', ['tools.domainSearch', 'tools.domainBuy', 'tools.domainManage', 'tools.domainList', 'tools.tailwindCss', 'tools.tailwindMap', 'tools.removeBackground', 'tools.favicon', 'tools.siteTemplates', 'tools.presentationToPptx', 'tools.presentationToPdf', 'tools.presentationPublish']),
  ...names('ai', 'post', ['ai.models', 'ai.assistants', 'ai.threads', 'ai.assist', 'ai.generate', 'ai.classify', 'ai.direct', 'ai.advanced', 'ai.agentProcess', 'ai.agentChat', 'ai.agentStream', 'ai.streamConnect']),
  ...names('other', 'post', ['other.chatSessions', 'monitoring.overview', 'monitoring.health', 'monitoring.queue', 'monitoring.alerts', 'monitoring.usage', 'other.siteBuilderBatch', 'other.searchStats', 'other.webVisit', 'other.activityLog', 'other.socialSync']),
};
