import { create } from 'zustand';
import { TOAST_DURATION_MS } from '@tm/contracts/limits';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem extends Required<Pick<ToastInput, 'title'>> {
  id: number;
  description?: string;
  variant: ToastVariant;
}

interface ToastState {
  /** Only one toast at a time (docs/product/storefront.md §8): a new one replaces the current one. */
  current: ToastItem | null;
  dismiss: (id?: number) => void;
}

let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;

export const useToastStore = create<ToastState>()((set, get) => ({
  current: null,
  dismiss: (id) => {
    const { current } = get();
    if (!current || (id !== undefined && current.id !== id)) return;
    clearTimeout(timer);
    set({ current: null });
  },
}));

export function toast(input: ToastInput): { id: number; dismiss: () => void } {
  const item: ToastItem = {
    id: nextId++,
    title: input.title,
    description: input.description,
    variant: input.variant ?? 'default',
  };
  clearTimeout(timer);
  useToastStore.setState({ current: item });
  timer = setTimeout(() => useToastStore.getState().dismiss(item.id), TOAST_DURATION_MS);
  return { id: item.id, dismiss: () => useToastStore.getState().dismiss(item.id) };
}
