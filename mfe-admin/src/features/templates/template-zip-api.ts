import {
  ADMIN_API,
  ADMIN_LIMITS,
  ADMIN_MESSAGES,
  adminPath,
  CHANGELOG_FIELD,
  ZIP_UPLOAD_FIELD,
  type AdminMessage,
} from '@tm/contracts/admin';
import type { BulkUploadResponse, UploadZipResponse } from '@tm/contracts/admin.schemas';
import { BulkUploadResponseSchema, UploadZipResponseSchema } from '@tm/contracts/admin.schemas';
import { ApiError, apiFetch, UserFacingError } from '@tm/platform';

/** Why a file is not sent at all (docs/product/back-office.md §5), as the toast's title and text; null when it may go. */
export function fileRefusal(file: File): { title: string; description: string } | null {
  if (!file.name.toLowerCase().endsWith('.zip'))
    return { title: ADMIN_MESSAGES.invalidFileTypeTitle, description: ADMIN_MESSAGES.invalidFileType };
  if (file.size > ADMIN_LIMITS.maxZipBytes) return { title: ADMIN_MESSAGES.fileTooLargeTitle, description: ADMIN_MESSAGES.fileTooLarge };
  return null;
}

/**
 * A multipart POST with upload progress (fetch cannot report it): resolves with the JSON answer,
 * rejects with an ApiError for an answer that is not OK, and with 'Upload failed: {status text}' or
 * 'Upload failed' when the transport fails (docs/product/back-office.md §8).
 */
function sendForm(path: string, form: FormData, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText));
        } catch {
          reject(new UserFacingError(ADMIN_MESSAGES.uploadFailed));
        }
      } else {
        reject(new ApiError(xhr.status, xhr.statusText, xhr.responseText));
      }
    };
    xhr.onerror = () => reject(new UserFacingError(xhr.statusText ? `Upload failed: ${xhr.statusText}` : 'Upload failed'));
    xhr.onabort = () => reject(new UserFacingError('Upload failed'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

export async function uploadZip(
  templateId: string,
  file: File,
  changelog: string,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<UploadZipResponse> {
  const form = new FormData();
  if (changelog.trim()) form.append(CHANGELOG_FIELD, changelog);
  form.append(ZIP_UPLOAD_FIELD, file, file.name);
  return UploadZipResponseSchema.parse(await sendForm(adminPath(ADMIN_API.uploadZip, { id: templateId }), form, onProgress, signal));
}

export async function bulkUpload(files: File[], onProgress: (percent: number) => void): Promise<BulkUploadResponse> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  return BulkUploadResponseSchema.parse(await sendForm(ADMIN_API.bulkUpload, form, onProgress));
}

export function deleteZip(templateId: string): Promise<AdminMessage> {
  return apiFetch<AdminMessage>(adminPath(ADMIN_API.deleteZip, { id: templateId }), { method: 'DELETE' });
}

export function deleteTemplate(templateId: string): Promise<AdminMessage> {
  return apiFetch<AdminMessage>(adminPath(ADMIN_API.deleteTemplate, { id: templateId }), { method: 'DELETE' });
}
