import { resolve } from 'node:path';

export const ROOT = resolve(__dirname, '..', '..');
export const TMP = resolve(__dirname, '..', '.tmp');
