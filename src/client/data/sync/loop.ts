/**
 * The replay clock. While writes wait and the last attempt could not reach the server, it probes the
 * server every few seconds (with jitter, so a hall of tablets does not knock in step) and replays the
 * moment it answers: a network error is not a reason to back off. Once the server answers it replays,
 * and each chain's own backoff (a 5xx, 429 or Retry-After) decides what is sent. With nothing waiting it
 * still probes now and then while the page is visible, so the header stops saying 'Offline' once the
 * server is back; hidden with nothing waiting, it does nothing.
 */

export const TICK_MS = 2_500;
/** With nothing waiting and the server out of reach: probe every this many ticks (~15 s). */
export const IDLE_PROBE_TICKS = 6;

/** The next tick: TICK_MS ± 20 %. */
export function nextTickMs(random: () => number = Math.random, base = TICK_MS): number {
  return Math.round(base * (0.8 + 0.4 * random()));
}

export interface SyncLoopDeps {
  /** Replays; `force` ignores the chains' backoff. */
  run(force: boolean): Promise<unknown>;
  /** True when the server answered. */
  probe(): Promise<boolean>;
  /** Writes of the signed-in account still to send (refused ones aside). */
  waiting(): Promise<number>;
  /** The last attempt reached the server (null: nothing tried yet). */
  reachable(): boolean | null;
  visible(): boolean;
  tickMs?: number;
  random?: () => number;
}

export type Tick = 'idle' | 'unreachable' | 'replayed';

export function createSyncLoop(deps: SyncLoopDeps) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = true;
  let ticks = 0;
  let current: Promise<Tick> | null = null;

  async function tick(): Promise<Tick> {
    ticks += 1;
    const waiting = await deps.waiting();
    if (deps.reachable() === false) {
      if (waiting === 0 && (!deps.visible() || ticks % IDLE_PROBE_TICKS !== 0)) return 'idle';
      if (!(await deps.probe())) return 'unreachable';
      if (waiting === 0) return 'idle';
    } else if (waiting === 0) return 'idle';
    await deps.run(false);
    return 'replayed';
  }

  function schedule() {
    if (timer) clearTimeout(timer);
    timer = stopped ? null : setTimeout(() => void kick(), nextTickMs(deps.random, deps.tickMs));
  }

  /** One tick now (joining one that is running), then the clock starts over. */
  async function kick(): Promise<Tick> {
    current ??= tick()
      .catch((): Tick => 'idle')
      .finally(() => {
        current = null;
      });
    const result = await current;
    schedule();
    return result;
  }

  return {
    kick,
    start() {
      stopped = false;
      void kick();
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}

export type SyncLoop = ReturnType<typeof createSyncLoop>;
