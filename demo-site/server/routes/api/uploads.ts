import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../../context.ts';
import { checkFile, formatBytes, readStoredFile, storeFiles, type FileToStore } from '../../domain/uploads.ts';
import { fail, invalid } from './validation.ts';

/** Most files one upload may carry. */
export const MAX_FILES = 10;
/** Room for the multipart framing and the other fields on top of the files themselves. */
const FORM_OVERHEAD = 64 * 1024;
const IMAGE_TYPES = /^image\/(png|jpeg|gif|webp)$/;

/** Refuses bodies over MAX_ATTACHMENT_SIZE (plus form framing) with 413 before reading them. */
function uploadLimit(): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    const max = c.get('config').maxAttachmentSize;
    return bodyLimit({
      maxSize: max + FORM_OVERHEAD,
      onError: (ctx) => fail(ctx, 413, 'payload_too_large', `Upload is larger than the ${formatBytes(max)} limit`),
    })(c, next);
  };
}

/**
 * Uploads of the data API, mounted at `/api`: multipart `POST data/upload` (fields `location` and
 * `files`) answers `{ data: [{ name, url, size }] }`; `GET data/files/{tenant}/{name}` serves a file
 * back. Uploads are a staff operation in the access table (auth/access.ts: staff session or app token,
 * checked before the body is read) and must fit in the tenant's quota
 * (UPLOAD_QUOTA_BYTES, else 507). Only png, jpeg, gif, webp, pdf, txt and csv are taken, by extension
 * and by their bytes; names are sanitized and prefixed at random; files live in
 * `${DATA_DIR}/uploads/${tenant}/`.
 */
export function uploadRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  /** The name as the browser sent it, for people to read, without control characters (no database text may hold a NUL). */
  const withoutControlCharacters = (name: string) => name.replace(/\p{Cc}/gu, '');

  router.post('/data/upload', uploadLimit(), async (c) => {
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody({ all: true });
    } catch {
      return invalid(c, 'body', 'must be multipart/form-data with location and files');
    }
    const location = typeof form.location === 'string' ? form.location.trim() : '';
    if (location.length > 200 || !/^[A-Za-z0-9/_-]*$/.test(location) || location.split('/').includes('..')) {
      return invalid(c, 'location', 'must be up to 200 letters, digits, /, _ or -');
    }
    const raw = form.files;
    const files = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).filter((f): f is File => f instanceof File);
    if (files.length === 0) return invalid(c, 'files', 'at least one file is required');
    if (files.length > MAX_FILES) return invalid(c, 'files', `at most ${MAX_FILES} files at once`);
    const max = c.get('config').maxAttachmentSize;
    const checked: FileToStore[] = [];
    for (const file of files) {
      const bytes = new Uint8Array(await file.arrayBuffer());
      const result = checkFile(file.name, bytes, max);
      if (!result.ok) return fail(c, result.status, result.status === 413 ? 'payload_too_large' : 'invalid_file', result.message, 'files');
      checked.push({ safeName: result.safeName, contentType: result.contentType, bytes, originalName: withoutControlCharacters(file.name), location });
    }
    const tenantId = c.get('tenant').id;
    const result = await storeFiles(c.get('data'), c.get('config').dataDir, tenantId, checked);
    if (!result.ok) return fail(c, result.status, 'storage_quota_exceeded', result.message, 'files');
    const stored = result.names.map((name, i) => ({
      name,
      url: `/api/data/files/${encodeURIComponent(tenantId)}/${encodeURIComponent(name)}`,
      size: checked[i]?.bytes.length ?? 0,
    }));
    return c.json({ data: stored }, 201);
  });

  // Files are addressed by the tenant in their URL (an <img> carries no orgid header); the name has a
  // random prefix, so only someone given the URL can fetch it.
  router.get('/data/files/:tenant/:name', async (c) => {
    const { tenant, name } = c.req.param();
    const file = /^org_[A-Za-z0-9_-]{1,100}$/.test(tenant)
      ? await readStoredFile(c.get('data'), c.get('config').dataDir, tenant, name)
      : null;
    if (!file) return fail(c, 404, 'not_found', 'No such file.');
    const headers: Record<string, string> = {
      'Content-Type': file.contentType,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, max-age=86400',
    };
    if (!IMAGE_TYPES.test(file.contentType)) headers['Content-Disposition'] = `attachment; filename="${name.slice(17)}"`;
    return c.body(new Uint8Array(file.bytes), 200, headers);
  });

  return router;
}
