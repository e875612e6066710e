import type { ReactNode } from 'react';
import { BATAS_PROSES_TEKS } from '../../../domain/hak-data/batas';
import { USIA_DEWASA } from '../../../domain/privasi/kebijakan';

function Bagian({ id, judul, children }: { id: string; judul: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-black tracking-tight text-base-content">
        {judul}
      </h2>
      <div className="space-y-3 text-base leading-relaxed text-base-content/85">{children}</div>
    </section>
  );
}

const Daftar = ({ children }: { children: ReactNode }) => <ul className="list-disc space-y-1.5 pl-6">{children}</ul>;

/** The notice's text (version KEBIJAKAN_PRIVASI_VERSI); the retention period is the one set now. */
export function KebijakanIsi({ retensiHari, kontak }: { retensiHari: number; kontak: ReactNode }) {
  return (
    <>
      <Bagian id="kp-kumpul" judul="1. Data yang dikumpulkan">
        <p>Saat pelatih mendaftarkan dojang dan atletnya, Arena TKD menyimpan:</p>
        <Daftar>
          <li>Identitas atlet: nama lengkap, jenis kelamin, tanggal lahir, kewarganegaraan.</li>
          <li>Nomor Induk Kependudukan (NIK).</li>
          <li>Alamat, provinsi, kota dan nomor telepon.</li>
          <li>Berat dan tinggi badan serta tingkat sabuk.</li>
          <li>Dokumen: akta kelahiran, Kartu Keluarga (KK) atau KTP, sertifikat sabuk.</li>
          <li>Pas foto atlet.</li>
          <li>Data pelatih: nama, NIK, tanggal lahir, alamat, nomor telepon, email, foto KTP dan sertifikat sabuk.</li>
        </Daftar>
        <p>
          Sebagian besar atlet adalah anak. Data anak termasuk data pribadi yang bersifat spesifik menurut Undang-Undang Nomor 27 Tahun 2022
          tentang Pelindungan Data Pribadi (UU PDP), sehingga pemrosesannya memerlukan persetujuan orang tua atau wali.
        </p>
      </Bagian>

      <Bagian id="kp-tujuan" judul="2. Untuk apa data dipakai">
        <Daftar>
          <li>
            <strong>Pemeriksaan kelayakan</strong>: umur, kelas dan kewarganegaraan atlet diperiksa terhadap aturan kejuaraan; akta
            kelahiran dan KK/KTP membuktikan identitas dan umur.
          </li>
          <li>
            <strong>Pendaftaran dan penyelenggaraan kejuaraan</strong>: kelas, tagihan dan pembayaran, bagan, penimbangan, kartu peserta,
            jadwal dan piagam.
          </li>
          <li>
            <strong>Catatan hasil yang diumumkan</strong>: hasil pertandingan, bagan dan perolehan medali ditampilkan untuk umum dengan nama
            atlet dan dojang saja.
          </li>
        </Daftar>
        <p>Data tidak dijual, tidak dipakai untuk iklan dan tidak diberikan kepada pihak lain di luar penyelenggaraan kejuaraan.</p>
      </Bagian>

      <Bagian id="kp-lihat" judul="3. Siapa yang dapat melihat data">
        <Daftar>
          <li>
            <strong>Pelatih dojang atlet</strong>: seluruh data atlet dojangnya.
          </li>
          <li>
            <strong>Admin penyelenggara</strong>: data yang diperlukan untuk memvalidasi kelayakan, termasuk dokumen identitas.
          </li>
          <li>
            <strong>Admin kompetisi</strong>: data dan dokumen atlet yang terdaftar di kompetisinya, untuk pemeriksaan di venue — NIK tetap
            tersamar dan setiap pembukaan dokumen tercatat.
          </li>
          <li>
            <strong>Petugas penimbangan dan petugas lapangan</strong>: hanya yang diperlukan di meja mereka — nama, dojang, kelas dan berat
            badan.
          </li>
          <li>
            <strong>Umum</strong>: hasil, bagan dan medali dengan nama atlet dan dojang.
          </li>
        </Daftar>
        <p>
          NIK selalu ditampilkan tersamar (contoh: <span className="font-mono">3271••••••••0004</span>). Hanya admin dan pelatih atlet yang
          dapat menampilkannya utuh dengan tombol &lsquo;Tampilkan&rsquo;, dan setiap kali itu dilakukan tercatat. Setiap pembukaan akta
          kelahiran, KK/KTP dan sertifikat sabuk juga tercatat: siapa, perannya, kapan dan dokumen mana. Pelatih melihat catatan ini di
          halaman atlet (&lsquo;Riwayat akses dokumen&rsquo;).
        </p>
      </Bagian>

      <Bagian id="kp-lama" judul="4. Berapa lama data disimpan">
        <p>
          Akta kelahiran dan KK/KTP hanya diperlukan untuk pemeriksaan kelayakan. Dokumen ini dihapus otomatis{' '}
          <strong>{retensiHari} hari setelah kompetisi terakhir yang diikuti atlet selesai</strong>, bila atlet tidak sedang terdaftar di
          kompetisi lain; yang tersisa hanya catatan bahwa dokumen pernah diverifikasi (oleh siapa dan kapan).
        </p>
        <p>
          Data atlet lainnya disimpan selama dojang masih memakai Arena TKD atau sampai penghapusannya diminta. Hasil pertandingan, bagan
          dan medali tetap disimpan sebagai catatan umum kejuaraan, dengan nama atlet dan dojang saja.
        </p>
      </Bagian>

      <Bagian id="kp-lindung" judul="5. Cara data dilindungi">
        <Daftar>
          <li>Dokumen dan foto disimpan terenkripsi di server; salinan cadangan tetap terenkripsi.</li>
          <li>Dokumen pribadi hanya dikirim kepada yang berhak dan tidak disimpan di cache bersama.</li>
          <li>Akses ke dokumen dan NIK utuh tercatat dan dapat diperiksa.</li>
          <li>
            Bila terjadi kebocoran data, penyelenggara memberi tahu pihak yang terdampak dan lembaga berwenang paling lambat 3 × 24 jam.
          </li>
        </Daftar>
      </Bagian>

      <Bagian id="kp-setuju" judul="6. Persetujuan">
        <p>
          Saat menambahkan atlet, pelatih menyatakan bahwa atlet — atau orang tua/wali untuk atlet di bawah {USIA_DEWASA} tahun — telah
          membaca kebijakan ini dan menyetujui pemrosesan datanya. Pernyataan itu dicatat bersama versi kebijakan, waktunya, pelatih yang
          menyatakan dan nama orang tua/wali. Atlet tanpa persetujuan tidak dapat didaftarkan ke kompetisi. Atlet yang ditambahkan sebelum
          kebijakan ini berlaku dimintai persetujuan sekali, pada pendaftaran atau perubahan data berikutnya.
        </p>
      </Bagian>

      <Bagian id="kp-hak" judul="7. Hak Anda dan cara memakainya">
        <p>Atlet, atau orang tua/wali atlet anak, berhak:</p>
        <Daftar>
          <li>
            <strong>Melihat data dan meminta salinannya</strong>: minta pelatih dojang menunjukkan data atlet dan riwayat aksesnya di
            halaman atlet; &lsquo;Unduh semua data&rsquo; memberi salinan seluruh data dan dokumen atlet dalam satu berkas.
          </li>
          <li>
            <strong>Memperbaiki data</strong>: pelatih mengubah data yang keliru di halaman atlet (&lsquo;Ubah&rsquo;).
          </li>
          <li>
            <strong>Menarik persetujuan</strong>: pelatih memilih &lsquo;Cabut persetujuan&rsquo; di halaman atlet. Pemrosesan berhenti saat
            itu juga (atlet tidak dapat didaftarkan lagi) dan permintaan penghapusan data dicatat lalu diproses admin penyelenggara.
          </li>
          <li>
            <strong>Meminta penghapusan data</strong>: pelatih memilih &lsquo;Minta hapus data&rsquo; di halaman atlet; admin memprosesnya{' '}
            {BATAS_PROSES_TEKS}. Hasil pertandingan yang sudah diumumkan tetap tercatat dengan nama atlet dan dojang saja.
          </li>
          <li>
            <strong>Menyampaikan keberatan</strong>: melalui pelatih dojang atau langsung kepada penyelenggara.
          </li>
        </Daftar>
      </Bagian>

      <Bagian id="kp-kontak" judul="8. Kontak">
        {kontak}
      </Bagian>

      <Bagian id="kp-ubah" judul="9. Perubahan kebijakan">
        <p>Bila kebijakan ini berubah, versinya berganti dan pelatih diminta menyatakan persetujuan lagi untuk versi yang baru.</p>
      </Bagian>
    </>
  );
}
