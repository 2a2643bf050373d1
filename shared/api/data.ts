import * as v from 'valibot';
import type { ApiClient } from './client.ts';

const records = v.object({ data: v.array(v.record(v.string(), v.unknown())) });
const record = v.object({ data: v.record(v.string(), v.unknown()) });
const seg = encodeURIComponent;

/** Query and options of `find` and `search`. */
export interface FindBody {
  query?: Record<string, unknown>;
  options?: { limit?: number; skip?: number; sort?: Record<string, 1 | -1> };
}

/** The generic data API: find, search, read and write records of any type, batch logs and file uploads. */
export const dataApi = {
  findByAttribute: (api: ApiClient, type: string, attr?: string, value?: string) =>
    api.call({ method: 'get', path: attr && value !== undefined ? `data/find-by-attribute/${seg(type)}/${seg(attr)}/${seg(value)}` : `data/find-by-attribute/${seg(type)}`, schema: records }),
  find: (api: ApiClient, type: string, body: FindBody = {}) => api.call({ method: 'post', path: `data/find/${seg(type)}`, json: body, schema: records }),
  search: (api: ApiClient, type: string, body: FindBody & { keyword?: string } = {}) => api.call({ method: 'post', path: `data/search/${seg(type)}`, json: body, schema: records }),
  get: (api: ApiClient, type: string, id: string) => api.call({ method: 'get', path: `data/get/${seg(type)}/${seg(id)}`, schema: record }),
  createOrUpdate: (api: ApiClient, site: string, body: { type: string; id?: string; data: Record<string, unknown> }) =>
    api.call({ method: 'post', path: `data/create-or-update/${seg(site)}`, json: body, schema: record }),
  batchLog: (api: ApiClient, entries: { level: string; message: string; data?: unknown }[]) =>
    api.call({ method: 'post', path: 'data/batch-log', json: { entries }, schema: v.object({ accepted: v.number() }) }),
  /** Uploads files; an upload error is returned (`{ ok: false, error }`), never thrown. */
  upload: async (api: ApiClient, location: string, files: File[]): Promise<{ ok: true; files: { name: string; url: string; size: number }[] } | { ok: false; error: string }> => {
    const form = new FormData();
    form.set('location', location);
    for (const file of files) form.append('files', file);
    try {
      const answer = await api.call({
        method: 'post',
        path: 'data/upload',
        body: form,
        schema: v.object({ data: v.array(v.object({ name: v.string(), url: v.string(), size: v.number() })) }),
      });
      return { ok: true, files: answer.data };
    } catch (error) {
      return { ok: false, error: (error as Error).message };
    }
  },
  site: (api: ApiClient, siteName: string, host: string, sharedHost?: boolean) =>
    api.call({ method: 'get', path: `site/${seg(siteName)}/${seg(host)}`, query: { 'shared-host': sharedHost || undefined }, schema: record }),
  page: (api: ApiClient, host: string, path: string) =>
    api.call({ method: 'get', path: `page/${seg(host)}/${path.split('/').filter(Boolean).map(seg).join('/')}`, query: { en: true }, schema: record }),
  previewPage: (api: ApiClient, a: string, b: string, c: string, token: string) =>
    api.call({ method: 'get', path: `tools/preview/${seg(a)}/${seg(b)}/${seg(c)}`, query: { token }, schema: record }),
};
