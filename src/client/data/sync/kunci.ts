/**
 * Typed entity keys. The outbox, the cache and the replay chains name a record by a string such as
 * 'peserta:5:12' or 'atlet:new:<uuid>' (the strings already on devices, so their shape never changes);
 * a codec is the one place that writes and reads them: call sites pass and get typed parts.
 */

/** A record the server already has (its id) or one made on this device and still queued (a local uuid). */
export type Ref = { readonly id: number } | { readonly local: string };

export const isLocal = (ref: Ref): ref is { readonly local: string } => 'local' in ref;

/**
 * A part of a key: a whole number, a Ref ('12' or 'new:<uuid>'), an id the devices make themselves ('id':
 * a bracket's match uuid; letters, digits and dashes), or one of a few fixed words.
 */
type Part = 'int' | 'ref' | 'id' | readonly string[];
type PartValue<P> = P extends 'int' ? number : P extends 'ref' ? Ref : P extends 'id' ? string : P extends readonly (infer W)[] ? W : never;
type Parts = Readonly<Record<string, Part>>;
export type KeyValue<P extends Parts> = { -readonly [N in keyof P]: PartValue<P[N]> };

export interface KeyCodec<K> {
  /** The first word of every key of the codec ('peserta'). */
  readonly name: string;
  encode(key: K): string;
  /** The parts of a key of this codec, or null for any other string. */
  decode(text: string): K | null;
  /** What every key whose leading parts are these starts with (the parts in order, up to the first missing one). */
  within(lead: Partial<K>): string;
}

export type KeyOf<C> = C extends KeyCodec<infer K> ? K : never;

const LOCAL = 'new';
const INT = /^(0|[1-9]\d{0,15})$/;
const ID = /^[A-Za-z0-9-]{1,64}$/;

function encodePart(part: Part, value: unknown): string {
  if (part === 'int') return String(value as number);
  if (part === 'ref') {
    const ref = value as Ref;
    return isLocal(ref) ? `${LOCAL}:${ref.local}` : String(ref.id);
  }
  return value as string;
}

/** Reads one part at `at`; returns the value and how many segments it took, or null. */
function decodePart(part: Part, segs: readonly string[], at: number): { value: unknown; used: number } | null {
  const seg = segs[at];
  if (seg === undefined || seg === '') return null;
  if (part === 'int') return INT.test(seg) ? { value: Number(seg), used: 1 } : null;
  if (part === 'id') return ID.test(seg) ? { value: seg, used: 1 } : null;
  if (part === 'ref') {
    if (seg === LOCAL) {
      const local = segs[at + 1];
      return local ? { value: { local }, used: 2 } : null;
    }
    return INT.test(seg) ? { value: { id: Number(seg) }, used: 1 } : null;
  }
  return part.includes(seg) ? { value: seg, used: 1 } : null;
}

/**
 * A codec for keys '<name>:<part>:<part>…', the parts in the order given:
 * `keyCodec('peserta', { id_kompetisi: 'int', peserta: 'ref' })` reads and writes 'peserta:5:12' and 'peserta:5:new:<uuid>'.
 */
export function keyCodec<const P extends Parts>(name: string, parts: P): KeyCodec<KeyValue<P>> {
  const entries = Object.entries(parts) as [keyof P & string, Part][];
  return {
    name,
    encode(key) {
      return [name, ...entries.map(([n, part]) => encodePart(part, key[n]))].join(':');
    },
    decode(text) {
      const segs = text.split(':');
      if (segs[0] !== name) return null;
      const out: Record<string, unknown> = {};
      let at = 1;
      for (const [n, part] of entries) {
        const read = decodePart(part, segs, at);
        if (!read) return null;
        out[n] = read.value;
        at += read.used;
      }
      return at === segs.length ? (out as KeyValue<P>) : null;
    },
    within(lead) {
      const segs = [name];
      for (const [n, part] of entries) {
        if (lead[n] === undefined) break;
        segs.push(encodePart(part, lead[n]));
      }
      return `${segs.join(':')}:`;
    },
  };
}
