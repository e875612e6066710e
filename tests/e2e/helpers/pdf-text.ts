import { extractText, getDocumentProxy } from 'unpdf';

/** Opens a PDF with a real reader (pdf.js inside unpdf): its page count and all its text. */
export async function teksPdf(bytes: Uint8Array): Promise<{ halaman: number; isi: string }> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { totalPages, text } = await extractText(pdf, { mergePages: true });
  return { halaman: totalPages, isi: text };
}
