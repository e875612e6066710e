import * as v from 'valibot';
import type { PengaturanSkor } from '../../../domain/skor/aturan';
import type { JawabanPengaturanSkor } from '../../../domain/skor/pengaturan-jawaban';
import { request } from '../api';
import { jawabanPengaturanSkorSchema } from './read';

/**
 * Saves the competition's scoring setting (online, like the schedule's settings: it is set before the days, at a
 * desk with a network), with its own Idempotency-Key. Answers the server's message and the setting it kept (the
 * rule sets' versi as the server gave them); a refusal throws the server's message (ApiError).
 */
export async function simpanPengaturanSkor(
  id_kompetisi: number,
  pengaturan: PengaturanSkor,
): Promise<{ pesan: string; data: JawabanPengaturanSkor | null }> {
  const { message, data } = await request(`/kompetisi/${id_kompetisi}/pengaturan-skor`, {
    method: 'PUT',
    json: pengaturan,
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
  const r = v.safeParse(jawabanPengaturanSkorSchema, data);
  return { pesan: message || 'Pengaturan skor disimpan', data: r.success ? r.output : null };
}
