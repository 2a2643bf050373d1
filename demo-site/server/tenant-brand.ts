import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** A tenant's logo: a small PNG its e-mails carry inside themselves, so no image is ever fetched. */
export interface TenantLogo {
  filename: string;
  contentType: 'image/png';
  /** The PNG's bytes in base64. */
  base64: string;
  /** The size it is shown at, in CSS pixels (40 high, its own proportions). */
  width: number;
  height: number;
}

/** Where the seeded tenants' logo files are kept. */
export const LOGO_DIR = resolve(import.meta.dirname, 'seed-data/logos');

/** Each seeded tenant's logo file in `LOGO_DIR`, by tenant id (a platform would keep it with the tenant's settings). */
export const TENANT_LOGOS: Readonly<Record<string, string>> = {
  org_northwind: 'northwind.png',
  org_harbor: 'harbor.png',
};

/** The height a logo is shown at in a message header. */
const SHOWN_HEIGHT = 40;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const loaded = new Map<string, TenantLogo | undefined>();

function readLogo(file: string): TenantLogo | undefined {
  const bytes = readFileSync(resolve(LOGO_DIR, file));
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return undefined;
  // The IHDR chunk follows the signature: width and height, 4 bytes each, big-endian.
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  if (!width || !height) return undefined;
  return {
    filename: file,
    contentType: 'image/png',
    base64: bytes.toString('base64'),
    width: Math.round((SHOWN_HEIGHT * width) / height),
    height: SHOWN_HEIGHT,
  };
}

/** The logo of a tenant, read once; undefined when it has none (or its file is not a PNG). */
export function tenantLogo(tenantId: string): TenantLogo | undefined {
  const file = TENANT_LOGOS[tenantId];
  if (!file) return undefined;
  if (!loaded.has(tenantId)) loaded.set(tenantId, readLogo(file));
  return loaded.get(tenantId);
}
