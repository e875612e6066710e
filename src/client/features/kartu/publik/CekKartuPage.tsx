import { kodeDariPindaian } from '../../../../domain/kartu/kode';
import type { KartuPublik } from '../../../../domain/schemas/kartu';
import { useCekKartu } from '../../../data/online/cek-kode';
import { Baris, HalamanCek, Putusan, PutusanGagal, tanggalAcara } from '../../../ui/cek/HasilCek';
import { useTitle } from '../../../ui/hooks/useTitle';

const STATUS: Record<string, string> = {
  APPROVED: 'Terdaftar (disetujui)',
  PENDING: 'Menunggu validasi',
  REJECTED: 'Ditolak',
  DISKUALIFIKASI: 'Didiskualifikasi',
};

function IsiKartu({ d }: { d: KartuPublik }) {
  const aktif = d.status === null || d.status === 'APPROVED';
  const status = d.status ? (STATUS[d.status] ?? d.status) : null;
  return (
    <Putusan
      nada={aktif ? 'sah' : 'peringatan'}
      judul={aktif ? 'Kartu sah' : 'Kartu sah, status berubah'}
      pesan={aktif ? 'Kartu ini diterbitkan panitia.' : `Kartu ini diterbitkan panitia, tetapi status peserta kini: ${status}.`}
    >
      <Baris label="Nama">{d.nama}</Baris>
      <Baris label="Dojang">{d.nama_dojang}</Baris>
      <Baris label={d.jenis === 'PELATIH' ? 'Peran' : 'Kelas'}>{d.kelas_label}</Baris>
      {status && <Baris label="Status">{status}</Baris>}
      <Baris label="Kompetisi">{d.kompetisi.nama_event}</Baris>
      <Baris label="Tanggal">
        {tanggalAcara(d.kompetisi.tanggal_mulai, d.kompetisi.tanggal_selesai)}
        {d.kompetisi.lokasi ? ` · ${d.kompetisi.lokasi}` : ''}
      </Baris>
    </Putusan>
  );
}

/** /kartu/{kode}: what a phone opens from a card's QR — whether the card is genuine and what it says now. */
export function CekKartuPage({ kode: mentah }: { kode: string }) {
  useTitle('Cek Kartu Peserta');
  const kode = kodeDariPindaian(mentah) ?? mentah;
  const q = useCekKartu(kode);
  return (
    <HalamanCek judul="Kartu Peserta" kode={kode}>
      {q.data ? (
        <IsiKartu d={q.data} />
      ) : q.error ? (
        <PutusanGagal error={q.error} palsu="Kartu tidak sah" />
      ) : (
        <p className="flex items-center gap-2">
          <span className="loading loading-spinner" />
          Memeriksa kartu…
        </p>
      )}
    </HalamanCek>
  );
}
