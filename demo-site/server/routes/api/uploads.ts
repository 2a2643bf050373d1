import { Hono, type Context, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../../context.ts';
import { checkFile, formatBytes, readStoredFile, storeFiles, type FileToStore } from '../../domain/uploads.ts';
import { fail, textOrEmpty, validate } from './validation.ts';

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

/** The upload form: `location` (a folder name; '' when absent) and one or more `files` (fields that are not files are left out). */
const uploadForm = v.object({
  location: v.pipe(
    textOrEmpty,
    v.trim(),
    v.check((location) => location.length <= 200 && /^[A-Za-z0-9/_-]*$/.test(location) && !location.split('/').includes('..'), 'must be up to 200 letters, digits, /, _ or -'),
  ),
  files: v.pipe(
    v.optional(v.unknown(), () => []),
    v.transform((raw) => (Array.isArray(raw) ? raw : [raw]).filter((f): f is File => f instanceof File)),
    v.minLength(1, 'at least one file is required'),
    v.maxLength(MAX_FILES, `at most ${MAX_FILES} files at once`),
  ),
});

/** A stored file's address: the tenant's id and the file's name. */
const fileParam = v.object({ tenant: v.pipe(v.string(), v.regex(/^org_[A-Za-z0-9_-]{1,100}$/)), name: v.string() });

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

  const notAForm = 'must be multipart/form-data with location and files';
  router.post('/data/upload', uploadLimit(), validate('form', uploadForm, { notAForm }), async (c) => {
    const { location, files } = c.req.valid('form');
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
  const noSuchFile = (c: Context<AppEnv>) => fail(c, 404, 'not_found', 'No such file.');
  router.get('/data/files/:tenant/:name', validate('param', fileParam, { onInvalid: noSuchFile }), async (c) => {
    const { tenant, name } = c.req.valid('param');
    const file = await readStoredFile(c.get('data'), c.get('config').dataDir, tenant, name);
    if (!file) return noSuchFile(c);
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
