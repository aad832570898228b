/**
 * Template ids by ordinal and ordinals by id, without a JavaScript string per template: a million
 * UUIDs as strings in a Map would take about 100 MB, here they take 16 bytes each plus 8 bytes of hash
 * slots (decision 054). Ids that are not UUIDs (none are made today) are kept as strings aside.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const HEX = '0123456789abcdef';

export class IdTable {
  private bytes = new Uint8Array(0);
  private plain = new Uint8Array(0); // 1 when the ordinal's id is kept in `others`
  private hashes = new Uint32Array(0); // each ordinal's id hash, so growing the slots reads no id
  private moved = new Uint8Array(0); // 1 when the ordinal's id was added again at a later ordinal
  private readonly others = new Map<number, string>();
  /** Open addressing: ordinal + 1 per slot, 0 empty. */
  private slots = new Int32Array(1 << 10);
  private size = 0;

  get count(): number {
    return this.size;
  }

  /**
   * Adds an id at the next ordinal and returns it. An id added again (a template whose words were
   * edited, or published again after it was taken out) is found at its new ordinal from then on; the
   * old one keeps its id for idOf and is no longer found.
   */
  add(id: string): number {
    const earlier = this.slotOf(id);
    const ordinal = this.size;
    this.ensureCapacity(ordinal + 1);
    if (UUID.test(id)) {
      const at = ordinal * 16;
      for (let i = 0, j = 0; i < 36; i++) {
        if (id.charCodeAt(i) === 45) continue; // '-'
        this.bytes[at + (j >> 1)] = j % 2 === 0 ? hexValue(id.charCodeAt(i)) << 4 : this.bytes[at + (j >> 1)]! | hexValue(id.charCodeAt(i));
        j++;
      }
    } else {
      this.plain[ordinal] = 1;
      this.others.set(ordinal, id);
    }
    this.hashes[ordinal] = hashOf(id);
    this.size++;
    if (earlier >= 0) {
      this.moved[this.slots[earlier]! - 1] = 1;
      this.slots[earlier] = ordinal + 1;
      return ordinal;
    }
    if (this.size * 2 > this.slots.length) this.rehash(this.slots.length * 2);
    else this.insertSlot(ordinal);
    return ordinal;
  }

  /** The ordinal of an id (its latest, when it was added again), or -1. */
  find(id: string): number {
    const slot = this.slotOf(id);
    return slot < 0 ? -1 : this.slots[slot]! - 1;
  }

  idOf(ordinal: number): string {
    if (this.plain[ordinal] === 1) return this.others.get(ordinal)!;
    const at = ordinal * 16;
    let text = '';
    for (let i = 0; i < 16; i++) {
      const byte = this.bytes[at + i]!;
      text += HEX[byte >> 4]! + HEX[byte & 15]!;
      if (i === 3 || i === 5 || i === 7 || i === 9) text += '-';
    }
    return text;
  }

  /** Orders two ordinals by their ids as strings (the listings' final tie-break): negative when a's id is smaller. */
  compareIds(a: number, b: number): number {
    if (this.plain[a] === 0 && this.plain[b] === 0) {
      const x = a * 16;
      const y = b * 16;
      for (let i = 0; i < 16; i++) {
        const d = this.bytes[x + i]! - this.bytes[y + i]!;
        if (d !== 0) return d;
      }
      return 0;
    }
    const s = this.idOf(a);
    const t = this.idOf(b);
    return s < t ? -1 : s > t ? 1 : 0;
  }

  /** Bytes held, for the memory figures. */
  get byteSize(): number {
    return this.bytes.byteLength + this.plain.byteLength + this.hashes.byteLength + this.moved.byteLength + this.slots.byteLength;
  }

  /** The slot holding an id's ordinal, or -1. */
  private slotOf(id: string): number {
    const mask = this.slots.length - 1;
    for (let slot = hashOf(id) & mask; ; slot = (slot + 1) & mask) {
      const value = this.slots[slot]!;
      if (value === 0) return -1;
      if (this.idOf(value - 1) === id) return slot;
    }
  }

  private insertSlot(ordinal: number): void {
    const mask = this.slots.length - 1;
    let slot = this.hashes[ordinal]! & mask;
    while (this.slots[slot] !== 0) slot = (slot + 1) & mask;
    this.slots[slot] = ordinal + 1;
  }

  private rehash(length: number): void {
    this.slots = new Int32Array(length);
    for (let ordinal = 0; ordinal < this.size; ordinal++) if (this.moved[ordinal] !== 1) this.insertSlot(ordinal);
  }

  private ensureCapacity(needed: number): void {
    if (needed <= this.plain.length) return;
    const capacity = Math.max(1024, Math.ceil(this.plain.length * 1.5), needed);
    const bytes = new Uint8Array(capacity * 16);
    bytes.set(this.bytes);
    this.bytes = bytes;
    const plain = new Uint8Array(capacity);
    plain.set(this.plain);
    this.plain = plain;
    const hashes = new Uint32Array(capacity);
    hashes.set(this.hashes);
    this.hashes = hashes;
    const moved = new Uint8Array(capacity);
    moved.set(this.moved);
    this.moved = moved;
  }
}

function hexValue(code: number): number {
  return code <= 57 ? code - 48 : code - 87;
}

/** FNV-1a over the id's characters. */
function hashOf(id: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}
