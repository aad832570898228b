import { ADMIN_MESSAGES, adminPath } from '@tm/contracts/admin';
import { LISTING_API, LISTING_ZIP_FIELD } from '@tm/contracts/listings';
import {
  ListingDemoAnswerSchema,
  ListingPackageFactsSchema,
  type ListingDemoAnswer,
  type ListingPackageFacts,
} from '@tm/contracts/listings.schemas';
import { ApiError, apiFetch, UserFacingError } from '@tm/platform';

export const packageFactsPath = (id: string) => adminPath(LISTING_API.inspectZip, { id });
export const listingDemoPath = (id: string) => adminPath(LISTING_API.demo, { id });

/**
 * A multipart POST with upload progress (fetch cannot report it): the JSON answer, an ApiError for an
 * answer that is not OK, 'Upload failed' when the transport fails (docs/product/back-office.md §8).
 */
function sendForm(path: string, form: FormData, onProgress?: (percent: number) => void, signal?: AbortSignal): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(new ApiError(xhr.status, xhr.statusText, xhr.responseText));
      try {
        resolve(JSON.parse(xhr.responseText));
      } catch {
        reject(new UserFacingError(ADMIN_MESSAGES.uploadFailed));
      }
    };
    xhr.onerror = () => reject(new UserFacingError(xhr.statusText ? `Upload failed: ${xhr.statusText}` : 'Upload failed'));
    xhr.onabort = () => reject(new UserFacingError('Upload failed'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** What a ZIP shows of itself, read by the server and kept nowhere: called when the owner chooses one. */
export async function inspectPackage(id: string, file: File, signal?: AbortSignal): Promise<ListingPackageFacts> {
  const form = new FormData();
  form.append(LISTING_ZIP_FIELD, file, file.name);
  return ListingPackageFactsSchema.parse(await sendForm(packageFactsPath(id), form, undefined, signal));
}

export async function readListingDemo(id: string): Promise<ListingDemoAnswer> {
  return ListingDemoAnswerSchema.parse(await apiFetch(listingDemoPath(id)));
}

/** A static demo (its revision first, so the server has it when the file arrives). */
export async function uploadListingDemo(
  id: string,
  file: File,
  revision: number,
  onProgress: (percent: number) => void,
): Promise<ListingDemoAnswer> {
  const form = new FormData();
  form.append('revision', String(revision));
  form.append(LISTING_ZIP_FIELD, file, file.name);
  return ListingDemoAnswerSchema.parse(await sendForm(listingDemoPath(id), form, onProgress));
}

export async function removeListingDemo(id: string, revision: number): Promise<ListingDemoAnswer> {
  return ListingDemoAnswerSchema.parse(await apiFetch(`${listingDemoPath(id)}?revision=${revision}`, { method: 'DELETE' }));
}
