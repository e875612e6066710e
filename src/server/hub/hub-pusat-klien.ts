import * as v from 'valibot';

/** A call to the central server failed before it answered (down, cut, timed out): the link is down. */
export class PusatTakTerjangkau extends Error {}

/** A failed fetch's reason as people can read it ('fetch failed: ECONNREFUSED'). */
function sebab(e: unknown): string {
  if (!(e instanceof Error)) return String(e);
  const c = e.cause as { code?: unknown; message?: unknown } | undefined;
  const rinci = typeof c?.code === 'string' ? c.code : typeof c?.message === 'string' ? c.message : null;
  return rinci ? `${e.message}: ${rinci}` : e.message;
}

/** The central server answered with a refusal. */
export class PusatMenolak extends Error {
  constructor(
    readonly status: number,
    readonly kode: string,
    message: string,
    readonly data: unknown,
  ) {
    super(message);
  }
}

const amplop = v.object({
  success: v.boolean(),
  message: v.optional(v.string()),
  kode: v.optional(v.string()),
  data: v.optional(v.unknown()),
});

/**
 * The hub's calls to the central server. Its address is the operator's (ARENA_PUSAT_URL), never one a request
 * names: the hub connects nowhere else.
 */
export class KlienPusat {
  constructor(
    readonly pusatUrl: string,
    private token: string | null,
    private readonly batasMs = 30_000,
  ) {}

  pakaiToken(token: string | null) {
    this.token = token;
  }

  private headers(json: boolean): Record<string, string> {
    return { ...(this.token ? { 'x-hub-token': this.token } : {}), ...(json ? { 'content-type': 'application/json' } : {}) };
  }

  async json<S extends v.GenericSchema>(
    schema: S,
    method: 'GET' | 'POST',
    p: string,
    body?: unknown,
    batasMs = this.batasMs,
  ): Promise<v.InferOutput<S>> {
    let res: Response;
    try {
      res = await fetch(`${this.pusatUrl}/api${p}`, {
        method,
        headers: this.headers(body !== undefined),
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(batasMs),
        redirect: 'error',
      });
    } catch (e) {
      throw new PusatTakTerjangkau(sebab(e));
    }
    let isi: v.InferOutput<typeof amplop>;
    try {
      isi = v.parse(amplop, await res.json());
    } catch {
      throw new PusatTakTerjangkau(`jawaban pusat tidak terbaca (HTTP ${res.status})`);
    }
    if (res.status >= 500 || res.status === 408 || res.status === 429) throw new PusatTakTerjangkau(isi.message ?? `HTTP ${res.status}`);
    if (!res.ok || !isi.success) throw new PusatMenolak(res.status, isi.kode ?? '', isi.message ?? `HTTP ${res.status}`, isi.data);
    const data = v.safeParse(schema, isi.data);
    if (!data.success) throw new PusatTakTerjangkau(`jawaban pusat tidak sesuai (${p})`);
    return data.output;
  }

  async berkas(p: string): Promise<Uint8Array | null> {
    try {
      const res = await fetch(`${this.pusatUrl}/api/hub/berkas/${p}`, {
        headers: this.headers(false),
        signal: AbortSignal.timeout(this.batasMs),
      });
      if (res.status === 404) return null;
      if (!res.ok) throw new PusatTakTerjangkau(`HTTP ${res.status}`);
      return new Uint8Array(await res.arrayBuffer());
    } catch (e) {
      if (e instanceof PusatTakTerjangkau) throw e;
      throw new PusatTakTerjangkau(sebab(e));
    }
  }
}
