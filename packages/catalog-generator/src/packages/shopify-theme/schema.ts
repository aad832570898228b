// A Shopify section file: its Liquid markup followed by its {% schema %} JSON.
import type { PackageFile } from '../package-file';

export interface SectionSchema {
  name: string;
  tag?: 'section' | 'div' | 'header' | 'footer' | 'aside';
  class?: string;
  settings?: Array<Record<string, unknown>>;
  blocks?: Array<Record<string, unknown>>;
  max_blocks?: number;
  presets?: Array<Record<string, unknown>>;
  enabled_on?: Record<string, unknown>;
  disabled_on?: Record<string, unknown>;
}

export function section(name: string, liquid: string, schema: SectionSchema): PackageFile {
  return {
    name: `sections/${name}.liquid`,
    content: `${liquid.trim()}\n\n{% schema %}\n${JSON.stringify(schema, null, 2)}\n{% endschema %}\n`,
  };
}

/** Setting helpers for the schemas. */
export const text = (id: string, label: string, def?: string) => ({ type: 'text', id, label, ...(def ? { default: def } : {}) });
export const textarea = (id: string, label: string, def?: string) => ({ type: 'textarea', id, label, ...(def ? { default: def } : {}) });
export const url = (id: string, label: string) => ({ type: 'url', id, label });
export const range = (id: string, label: string, min: number, max: number, step: number, def: number) => ({
  type: 'range',
  id,
  label,
  min,
  max,
  step,
  default: def,
});
