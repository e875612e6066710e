import { CopyButton } from '../../ui/CopyButton';

/** How to start a venue hub, on the central server's 'Hub venue' page. */
export function LangkahHub({ pusat }: { pusat: string }) {
  const perintah = `ARENA_PERAN=hub ARENA_PUSAT_URL=${pusat} npm start`;
  return (
    <ol className="list-decimal space-y-3 pl-5 text-sm leading-relaxed">
      <li>
        Siapkan laptop di venue dengan Node.js 20.19 atau lebih baru dan salinan aplikasi Arena TKD, tersambung ke Wi-Fi venue (dan ke
        internet bila ada). Jalankan:
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <code className="min-w-0 flex-1 basis-64 break-all rounded-lg bg-neutral px-3 py-2 font-mono text-xs text-neutral-content sm:text-sm">
            {perintah}
          </code>
          <CopyButton text={perintah} label="perintah hub" />
        </div>
      </li>
      <li>
        Di laptop itu buka <code className="font-mono">http://localhost:3000/hub</code>, isi kode pasangan di bawah dan nama hub, lalu tekan{' '}
        <b>Ambil alih kompetisi</b>. Data kompetisi disalin dari pusat (bisa beberapa menit).
      </li>
      <li>
        Di setiap perangkat venue (meja timbang, meja lapangan, konsol, papan skor): buka <b>Hubungkan ke hub venue</b> lalu pindai QR yang
        tampil di halaman hub, atau buka alamat hub langsung di browser perangkat itu. Perangkat masuk lagi dengan akun yang sama.
      </li>
      <li>
        Selesai bertanding: <b>Kembalikan ke pusat</b> di halaman hub. Bila laptop hub hilang atau rusak, <b>Akhiri sewa</b> di halaman ini.
      </li>
    </ol>
  );
}
