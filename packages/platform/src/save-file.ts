/**
 * Saving a file the page fetched itself (a POST that answers with an attachment, decision 086): the
 * browser is handed the bytes as a download under the server's name for them.
 */

/** The filename of a `Content-Disposition: attachment; filename="…"` header, when it names one. */
export function attachmentName(header: string | null): string | null {
  const match = /filename="([^"]+)"/.exec(header ?? '') ?? /filename=([^;\s]+)/.exec(header ?? '');
  return match?.[1] ?? null;
}

/** Starts the browser's download of `file` as `filename`; the object URL is let go once the download has it. */
export function saveFile(file: Blob, filename: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
