import { generationPlan, type GenerationSlot, type GenerationTarget } from '@tm/contracts/generation';

/**
 * A generation plan laid out in positions 0..total-1, slot after slot in table order: which slot a
 * position makes a template for, and its place within that slot.
 */
export class PlanPositions {
  readonly slots: GenerationSlot[];
  readonly total: number;
  private readonly starts: number[];

  constructor(target: GenerationTarget) {
    this.slots = generationPlan(target);
    this.starts = [];
    let start = 0;
    for (const slot of this.slots) {
      this.starts.push(start);
      start += slot.count;
    }
    this.total = start;
  }

  at(position: number): { slot: GenerationSlot; indexInSlot: number } {
    if (!Number.isInteger(position) || position < 0 || position >= this.total)
      throw new RangeError(`position ${position} is outside the plan (0-${this.total - 1})`);
    let low = 0;
    let high = this.slots.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (this.starts[mid]! <= position) low = mid;
      else high = mid - 1;
    }
    return { slot: this.slots[low]!, indexInSlot: position - this.starts[low]! };
  }
}
