import { ClipboardList, ShieldCheck, WifiOff } from 'lucide-react';
import { ResponsiveImage } from '../../ui/ResponsiveImage';

const POINTS = [
  { icon: ClipboardList, title: 'Pendaftaran rapi', text: 'Dojang, pelatih dan atlet terdaftar sekali, dipakai untuk setiap kompetisi.' },
  { icon: ShieldCheck, title: 'Validasi panitia', text: 'Data peserta dan bukti transfer diperiksa langsung oleh panitia.' },
  { icon: WifiOff, title: 'Tetap jalan saat offline', text: 'Perubahan disimpan di perangkat dan dikirim otomatis saat sinyal kembali.' },
];

export function AboutSection() {
  return (
    <section className="bg-base-100 px-6 py-16 sm:py-24" aria-labelledby="tentang-title">
      <div className="mx-auto grid max-w-7xl items-center gap-12 lg:grid-cols-2">
        <div className="relative">
          <div className="absolute -inset-3 -z-0 rotate-2 rounded-box bg-secondary/30" aria-hidden="true" />
          <div className="relative aspect-[4/3] overflow-hidden rounded-box bg-neutral shadow-xl">
            <ResponsiveImage
              name="about"
              alt="Atlet taekwondo berlatih tendangan di dojang"
              sizes="(min-width: 1024px) 50vw, 100vw"
              width={960}
              height={720}
              className="size-full object-cover"
            />
          </div>
        </div>
        <div>
          <p className="text-xs font-bold tracking-[0.25em] text-primary uppercase">Tentang Kami</p>
          <h2 id="tentang-title" className="mt-2 text-3xl font-black tracking-tight sm:text-4xl">
            Dari dojang ke podium, semua tercatat
          </h2>
          <p className="mt-4 text-base-content/85">
            Arena TKD membantu panitia dan pelatih menyelenggarakan kejuaraan taekwondo yang tertib: pendaftaran peserta, pembagian kelas,
            validasi, hingga drawing bagan pertandingan.
          </p>
          <ul className="mt-8 space-y-5">
            {POINTS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-primary/10 text-primary">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <div>
                  <h3 className="font-bold">{title}</h3>
                  <p className="text-sm text-base-content/80">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
