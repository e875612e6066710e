import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/env';

/** Progress, the random weigh-in draw and the official sheet (same guards as the desk). */
export function mountPenimbanganLain(_r: Hono<AppEnv>, _deps: AppDeps): void {}
