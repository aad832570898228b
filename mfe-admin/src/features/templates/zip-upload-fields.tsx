import type { RefObject } from 'react';
import { Input, Progress, Typography } from 'antd';
import { ADMIN_LIMITS, formatFileSize } from '@tm/contracts/admin';

/** The ZIP upload dialogs' file picker, with the chosen file's name and size (Templates tab and listing editor). */
export function ZipFileField({
  id,
  inputRef,
  file,
  disabled,
  onChoose,
}: {
  id: string;
  inputRef: RefObject<HTMLInputElement | null>;
  file: File | null;
  disabled: boolean;
  onChoose: (file: File | undefined) => void;
}) {
  return (
    <>
      <label htmlFor={id}>ZIP file (at most {formatFileSize(ADMIN_LIMITS.maxZipBytes)})</label>
      <input
        id={id}
        ref={inputRef}
        type="file"
        accept=".zip,application/zip"
        disabled={disabled}
        onChange={(event) => onChoose(event.target.files?.[0])}
      />
      {file && <Typography.Text type="secondary">{`${file.name} · ${formatFileSize(file.size)}`}</Typography.Text>}
    </>
  );
}

/** The ZIP upload dialogs' changelog note and, while the file is in flight, its progress. */
export function ChangelogField({
  id,
  value,
  onChange,
  progress,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** Percent sent, or null when nothing is in flight. */
  progress: number | null;
}) {
  return (
    <>
      <label htmlFor={id}>What changed (optional, shown to buyers)</label>
      <Input.TextArea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={ADMIN_LIMITS.maxChangelog}
        rows={3}
        disabled={progress !== null}
      />
      {progress !== null && <Progress percent={progress} aria-label="Upload progress" />}
    </>
  );
}
