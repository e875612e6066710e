import { kodeDariPindaian } from '../../../../domain/kartu/kode';
import { useVerifikasiPiagam } from '../../../data/online/cek-kode';
import { useTitle } from '../../../ui/hooks/useTitle';
import { Baris, HalamanCek, Putusan, PutusanGagal, tanggalAcara } from '../../../ui/cek/HasilCek';

/** /verifikasi/{kode}: a certificate's QR — genuine or not, and whether what it says still holds today. */
export function VerifikasiPage({ kode: mentah }: { kode: string }) {
  useTitle('Verifikasi Piagam');
  const kode = kodeDariPindaian(mentah) ?? mentah;
  const q = useVerifikasiPiagam(kode);
  return (
    <HalamanCek judul="Verifikasi Piagam" kode={kode}>
      {!q.data ? (
        q.error ? (
          <PutusanGagal error={q.error} palsu="Piagam tidak sah" />
        ) : (
          <p className="flex items-center gap-2">
            <span className="loading loading-spinner" />
            Memeriksa piagam…
          </p>
        )
      ) : (
        <Putusan
          nada={q.data.berlaku ? 'sah' : 'peringatan'}
          judul={q.data.berlaku ? 'Piagam terverifikasi' : 'Piagam tidak lagi sesuai'}
          pesan={
            q.data.berlaku ? 'Piagam ini diterbitkan panitia dan sesuai dengan hasil kejuaraan saat ini.' : (q.data.alasan ?? undefined)
          }
        >
          <Baris label="Predikat">{q.data.judul}</Baris>
          <Baris label={q.data.jenis === 'JUARA_UMUM' ? 'Dojang' : 'Nama'}>{q.data.nama}</Baris>
          {q.data.jenis !== 'JUARA_UMUM' && <Baris label="Dojang">{q.data.nama_dojang}</Baris>}
          {q.data.kelas_label && <Baris label="Kelas">{q.data.kelas_label}</Baris>}
          <Baris label="Kompetisi">{q.data.kompetisi.nama_event}</Baris>
          <Baris label="Tanggal">
            {tanggalAcara(q.data.kompetisi.tanggal_mulai, q.data.kompetisi.tanggal_selesai)}
            {q.data.kompetisi.lokasi ? ` · ${q.data.kompetisi.lokasi}` : ''}
          </Baris>
        </Putusan>
      )}
    </HalamanCek>
  );
}
