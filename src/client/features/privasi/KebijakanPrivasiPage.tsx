import { Mail, MessageCircle, UserRound } from 'lucide-react';
import { KEBIJAKAN_PRIVASI_VERSI } from '../../../domain/privasi/kebijakan';
import { RETENSI_HARI_BAWAAN } from '../../../domain/retensi';
import { adaKontak, tampilanWhatsApp, tautanEmail, tautanWhatsApp } from '../../../domain/kompetisi/kontak';
import { useFeaturedKompetisi } from '../../data/online/kompetisi';
import { useKebijakanInfo } from '../../data/privasi';
import { useTitle } from '../../ui/hooks/useTitle';
import { PageHeader } from '../../ui/PageHeader';
import { KebijakanIsi } from './KebijakanIsi';

const PESAN_WA = 'Halo Panitia, saya ingin menyampaikan permintaan tentang data pribadi atlet.';

/** The organiser's contact: the committee of the featured competition as its settings hold it. */
function Kontak() {
  const { data } = useFeaturedKompetisi();
  const wa = tampilanWhatsApp(data?.kontak_whatsapp);
  const waHref = tautanWhatsApp(data?.kontak_whatsapp, PESAN_WA);
  const email = data?.kontak_email?.trim();
  const emailHref = tautanEmail(email);
  return (
    <>
      <p>
        Permintaan tentang data pribadi disampaikan melalui pelatih dojang atlet, atau langsung kepada penyelenggara
        {data?.nama_event ? ` (${data.nama_event})` : ''}:
      </p>
      {data && adaKontak(data) ? (
        <ul className="space-y-2">
          {data.kontak_nama?.trim() && (
            <li className="flex items-center gap-2">
              <UserRound className="size-4 shrink-0" aria-hidden="true" /> {data.kontak_nama.trim()}
            </li>
          )}
          {wa && (
            <li className="flex items-center gap-2">
              <MessageCircle className="size-4 shrink-0" aria-hidden="true" />
              {waHref ? (
                <a href={waHref} target="_blank" rel="noopener noreferrer" className="link link-primary">
                  {wa}
                </a>
              ) : (
                wa
              )}
            </li>
          )}
          {email && (
            <li className="flex items-center gap-2">
              <Mail className="size-4 shrink-0" aria-hidden="true" />
              {emailHref ? (
                <a href={emailHref} className="link break-all link-primary">
                  {email}
                </a>
              ) : (
                email
              )}
            </li>
          )}
        </ul>
      ) : (
        <p>Kontak penyelenggara tercantum di halaman event kejuaraan.</p>
      )}
    </>
  );
}

/** /kebijakan-privasi: the privacy notice, public and readable offline (the retention period falls back to the default). */
export function KebijakanPrivasiPage() {
  useTitle('Kebijakan Privasi');
  const info = useKebijakanInfo();
  return (
    <>
      <PageHeader eyebrow="Data Pribadi" title="Kebijakan Privasi">
        Bagaimana Arena TKD mengumpulkan, memakai, menyimpan dan melindungi data pribadi atlet dan pelatih.
      </PageHeader>
      <article className="mx-auto max-w-3xl space-y-10 px-5 py-12 sm:px-6 sm:py-16">
        <p className="rounded-box border border-base-300 bg-base-200/60 px-4 py-3 text-sm text-base-content/80">
          Versi <strong>{KEBIJAKAN_PRIVASI_VERSI}</strong> · disusun mengikuti Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data
          Pribadi.
        </p>
        <KebijakanIsi retensiHari={info.data?.retensi_hari ?? RETENSI_HARI_BAWAAN} kontak={<Kontak />} />
      </article>
    </>
  );
}
