/**
 * The committee contact of a competition (kontak_* and bank_* columns) as the event site shows it.
 * Indonesian numbers are written many ways ('0812-7788-4501', '+62 812 7788 4501', '6281277884501');
 * wa.me wants the international digits only.
 */

/** '0812-7788-4501' → '6281277884501'; null when it is not a plausible phone number. */
export function nomorWhatsApp(nomor: string | null | undefined): string | null {
  const raw = (nomor ?? '').trim();
  if (!raw || /[^\d\s+()./-]/.test(raw)) return null;
  let digits = raw.replace(/\D/g, '');
  if (digits.startsWith('0')) digits = `62${digits.slice(1)}`;
  else if (!raw.startsWith('+') && !digits.startsWith('62')) return null;
  return digits.length >= 9 && digits.length <= 15 ? digits : null;
}

/** https://wa.me/<digits>, with a prefilled message (?text=) when given; null when the number cannot be dialled. */
export function tautanWhatsApp(nomor: string | null | undefined, pesan?: string | null): string | null {
  const digits = nomorWhatsApp(nomor);
  if (!digits) return null;
  const teks = pesan?.trim();
  return teks ? `https://wa.me/${digits}?text=${encodeURIComponent(teks)}` : `https://wa.me/${digits}`;
}

/** The prefilled WhatsApp message of the event site's contact links. */
export function pesanWhatsAppEvent(namaEvent: string | null | undefined): string {
  const event = namaEvent?.trim();
  return `Halo Panitia${event ? ` ${event}` : ''}, saya ingin bertanya tentang kejuaraan.`;
}

/** The prefilled WhatsApp message that confirms a transfer (club name and total participants). */
export function pesanWhatsAppPembayaran(p: {
  nama_event: string;
  nama_dojang?: string | null;
  jumlah_peserta?: number | null;
  total?: string | null;
  berita_transfer?: string | null;
}): string {
  const baris = [
    `Halo Panitia ${p.nama_event.trim()}, saya ingin mengonfirmasi pembayaran pendaftaran.`,
    p.nama_dojang?.trim() && `Dojang: ${p.nama_dojang.trim()}`,
    p.jumlah_peserta ? `Jumlah peserta: ${p.jumlah_peserta}` : null,
    p.total && `Total transfer: ${p.total}`,
    p.berita_transfer && `Berita transfer: ${p.berita_transfer}`,
    'Bukti transfer saya unggah di Arena TKD.',
  ];
  return baris.filter(Boolean).join('\n');
}

/** '6281277884501' → '+62 812-7788-4501' for display; the stored text when it is not a plausible number. */
export function tampilanWhatsApp(nomor: string | null | undefined): string | null {
  const digits = nomorWhatsApp(nomor);
  if (!digits) return nomor?.trim() || null;
  if (!digits.startsWith('62')) return `+${digits}`;
  const lokal = digits.slice(2);
  const groups = [lokal.slice(0, 3), lokal.slice(3, 7), lokal.slice(7)].filter(Boolean);
  return `+62 ${groups.join('-')}`;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** mailto: link, or null when it is not an address. */
export function tautanEmail(email: string | null | undefined): string | null {
  const e = email?.trim();
  return e && EMAIL.test(e) ? `mailto:${e}` : null;
}

export interface KontakKompetisi {
  kontak_nama?: string | null;
  kontak_whatsapp?: string | null;
  kontak_email?: string | null;
  bank_nama?: string | null;
  bank_nomor_rekening?: string | null;
  bank_atas_nama?: string | null;
}

/** The transfer account, complete (bank, number, holder) or null. */
export function rekeningKompetisi(k: KontakKompetisi | null | undefined) {
  const bank = k?.bank_nama?.trim();
  const nomor = k?.bank_nomor_rekening?.trim();
  const atasNama = k?.bank_atas_nama?.trim();
  return bank && nomor && atasNama ? { bank, nomor, atasNama } : null;
}

/** Whether the competition publishes any way to reach the committee. */
export function adaKontak(k: KontakKompetisi | null | undefined): boolean {
  return Boolean(k?.kontak_nama?.trim() || k?.kontak_whatsapp?.trim() || k?.kontak_email?.trim());
}
