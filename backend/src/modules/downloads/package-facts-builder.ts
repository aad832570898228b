import { createHash } from 'node:crypto';
import type { TemplatePackageFacts } from '@tm/contracts/platforms';
import type { PackageTemplate } from './downloads.repository';
import type { ItemPackagesService, PackageItem, PackageOrder } from './item-packages.service';
import { contentsOf, zippedSize } from './package-contents';

/** The buyer a sample package is made out to: README and LICENSE are the same length whoever buys. */
const SAMPLE_DATE = new Date('2026-01-01T00:00:00.000Z');
const SAMPLE_ORDER_ID = '00000000-0000-7000-8000-000000000000';

/** What the facts of an uploaded ZIP describe: the stored file itself. */
export const uploadedKey = (storagePath: string) => `zip:${storagePath}`;

/**
 * What the facts of a generated package describe: a digest of everything the package is made from, so
 * an edit of the template (its design, texts, features) asks for new facts, and a sale does not.
 */
export function generatedKey(template: PackageTemplate): string {
  const { hasZip: _hasZip, ...content } = template;
  return `generated:${createHash('sha256').update(JSON.stringify(content)).digest('hex')}`;
}

/**
 * The generated package, made as a download makes it (out to a sample buyer) and zipped to be
 * measured. 60-560 ms of CPU by platform: only the job workers call this (decision 051).
 */
export async function buildGeneratedFacts(packages: ItemPackagesService, template: PackageTemplate): Promise<TemplatePackageFacts> {
  const item: PackageItem = {
    templateName: template.name,
    templateSlug: template.slug,
    templateCategory: template.category,
    templateSubcategory: template.subcategory,
    templatePreviewImage: '',
  };
  const order: PackageOrder = {
    id: SAMPLE_ORDER_ID,
    customerName: 'Your Name',
    customerEmail: 'you@example.com',
    createdAt: SAMPLE_DATE,
    completedAt: SAMPLE_DATE,
  };
  const files = await packages.generatedFiles(item, template, order);
  return contentsOf(
    files.map((file) => file.name),
    await zippedSize(files, SAMPLE_DATE),
  );
}
