import * as v from 'valibot';
import { fieldErrors, firstMessage } from '../../domain/schemas/common';
import { MSG, gagalUmum } from './api-error';

/** Parses with a domain schema; failure → 400 with the first message and all field errors. */
export function parseInput<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (!result.success) throw gagalUmum('validasi', firstMessage(result.issues), fieldErrors(result.issues));
  return result.output;
}

/** A positive int4 route id; anything else → 400. */
export function parseId(raw: string | undefined): number {
  if (!raw || !/^\d{1,10}$/.test(raw)) throw gagalUmum('validasi', MSG.badId);
  const n = Number(raw);
  if (n < 1 || n > 2_147_483_647) throw gagalUmum('validasi', MSG.badId);
  return n;
}
