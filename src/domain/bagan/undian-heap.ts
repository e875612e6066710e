/** A binary min-heap of integer items with number keys in preallocated arrays (the draw's greedy fitting). */
export class HeapMin {
  private readonly item: Int32Array;
  private readonly kunci: Float64Array;
  private n = 0;

  constructor(kapasitas: number) {
    this.item = new Int32Array(kapasitas);
    this.kunci = new Float64Array(kapasitas);
  }

  get ukuran(): number {
    return this.n;
  }

  kosongkan(): void {
    this.n = 0;
  }

  /** The item with the smallest key (ukuran > 0). */
  puncak(): number {
    return this.item[0];
  }

  tambah(item: number, kunci: number): void {
    let i = this.n++;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (this.kunci[p] <= kunci) break;
      this.item[i] = this.item[p];
      this.kunci[i] = this.kunci[p];
      i = p;
    }
    this.item[i] = item;
    this.kunci[i] = kunci;
  }

  /** Gives the top item a new key. */
  ubahPuncak(kunci: number): void {
    this.turun(this.item[0], kunci);
  }

  /** Removes the top item. */
  buangPuncak(): void {
    this.n -= 1;
    if (this.n > 0) this.turun(this.item[this.n], this.kunci[this.n]);
  }

  private turun(item: number, kunci: number): void {
    let i = 0;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= this.n) break;
      if (c + 1 < this.n && this.kunci[c + 1] < this.kunci[c]) c += 1;
      if (this.kunci[c] >= kunci) break;
      this.item[i] = this.item[c];
      this.kunci[i] = this.kunci[c];
      i = c;
    }
    this.item[i] = item;
    this.kunci[i] = kunci;
  }
}
