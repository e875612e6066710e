import { labelPartai, partaiAsal, teksPemenangAsal } from '../../../domain/jadwal';
import type { PartaiTampil } from '../../data/lapangan';
import { useTitle } from '../../ui/hooks/useTitle';
import { PapanSkor } from './PapanSkor';
import { usePapanLapangan } from './usePapanLapangan';

const WARNA = { B: 'bg-blue-800', R: 'bg-red-800' } as const;
type Label = (p: PartaiTampil) => string;

function Sudut({ s, nama, dojang, skor, menang }: { s: 'B' | 'R'; nama: string; dojang: string; skor?: number; menang?: boolean }) {
  return (
    <div
      className={`flex min-w-0 items-center gap-[2vw] rounded-[1.5vh] px-[2vw] py-[2.5vh] ${WARNA[s]} ${menang === false ? 'opacity-45' : ''}`}
      data-sudut-papan={s}
    >
      <span className="grid size-[12vh] shrink-0 place-items-center rounded-[1vh] bg-white text-[8vh] font-black text-black">{s}</span>
      <div className="min-w-0 flex-1">
        <p className="truncate text-[6.5vh] font-black leading-tight">{nama}</p>
        <p className="truncate text-[3.6vh] opacity-85">{dojang}</p>
      </div>
      {skor !== undefined && <span className="text-[13vh] font-black leading-none tabular-nums">{skor}</span>}
      {menang && <span className="rounded-[1vh] bg-white px-[1.2vw] py-[0.6vh] text-[3.6vh] font-black text-black">MENANG</span>}
    </div>
  );
}

function Partai({ p, semua, label, hasil }: { p: PartaiTampil; semua: readonly PartaiTampil[]; label: Label; hasil?: boolean }) {
  const kosong = (s: 'B' | 'R') => {
    const asal = partaiAsal(semua, p, s);
    return teksPemenangAsal(asal ? label(asal) : null);
  };
  const sisi = (s: 'B' | 'R') => {
    const isi = s === 'B' ? p.sudut_a : p.sudut_b;
    const menang = hasil && p.id_pemenang !== null ? isi?.id_peserta_kompetisi === p.id_pemenang : undefined;
    return (
      <Sudut
        s={s}
        nama={isi?.nama ?? kosong(s)}
        dojang={isi?.nama_dojang ?? ''}
        skor={hasil ? (s === 'B' ? p.skor_a : p.skor_b) : undefined}
        menang={menang}
      />
    );
  };
  return (
    <div className="flex w-full flex-col gap-[2.5vh]">
      {sisi('B')}
      {sisi('R')}
    </div>
  );
}

function Layar({ judul, sub, data, children }: { judul: string; sub: string; data: string; children?: React.ReactNode }) {
  return (
    <section className="flex min-h-0 flex-1 flex-col justify-center gap-[4vh] px-[5vw]" data-layar-papan={data}>
      <div>
        <h1 className="text-[9vh] font-black leading-none">{judul}</h1>
        <p className="mt-[1.5vh] truncate text-[4vh] opacity-80">{sub}</p>
      </div>
      {children}
    </section>
  );
}

/**
 * One court's scoreboard for the TV at its mat, opened once for the day: the bout on the mat, a result for the
 * board's seconds after 'Simpan hasil', then the next bout. Full screen at 1920×1080, no scroll, no site chrome.
 */
export function PapanLapanganPage({ id_lapangan, detik_hasil }: { id_lapangan: number; detik_hasil: number }) {
  useTitle('Papan Skor Lapangan');
  const b = usePapanLapangan(id_lapangan, detik_hasil);
  const kode = b.kepala?.lapangan.kode ?? '';
  const label: Label = (p) => labelPartai(kode, p.nomor);
  const { layar } = b;
  let isi: React.ReactNode;
  if (b.memuat) isi = <Layar judul="Memuat papan skor…" sub="" data="memuat" />;
  else if (!b.kepala)
    isi = (
      <Layar
        judul="Lapangan belum ada di perangkat ini"
        sub={b.error?.message ?? 'Sambungkan ke server sekali untuk memuatnya.'}
        data="tanpa-data"
      />
    );
  else if (layar.jenis === 'bertanding' && b.gambar)
    return (
      <div className="relative h-dvh overflow-hidden" data-papan-lapangan={id_lapangan} data-layar-papan="bertanding">
        <PapanSkor s={b.gambar} now={b.now} id_match={layar.partai.id_match} label={label(layar.partai)} />
        <Keadaan tersambung={b.tersambung} />
      </div>
    );
  else if (layar.jenis === 'bertanding')
    isi = (
      <Layar
        judul={`Partai ${label(layar.partai)}`}
        sub={`Sedang bertanding · ${layar.partai.nama_kelas} · ${layar.partai.nama_ronde}`}
        data="bertanding"
      >
        <Partai p={layar.partai} semua={b.partaiSemua} label={label} />
      </Layar>
    );
  else if (layar.jenis === 'hasil')
    isi = (
      <Layar
        judul={`Hasil Partai ${label(layar.partai)}`}
        sub={`${layar.partai.nama_kelas} · ${layar.partai.nama_ronde}${layar.partai.keputusan ? ` · ${layar.partai.keputusan}` : ''}`}
        data="hasil"
      >
        <Partai p={layar.partai} semua={b.partaiSemua} label={label} hasil />
      </Layar>
    );
  else if (layar.jenis === 'berikut')
    isi = (
      <Layar
        judul={`Partai ${label(layar.partai)} berikutnya`}
        sub={`${layar.partai.status === 'DIPANGGIL' ? 'Dipanggil · ' : ''}${layar.partai.nama_kelas} · ${layar.partai.nama_ronde}`}
        data="berikut"
      >
        <Partai p={layar.partai} semua={b.partaiSemua} label={label} />
      </Layar>
    );
  else if (layar.jenis === 'selesai') isi = <Layar judul="Semua partai selesai" sub="Terima kasih." data="selesai" />;
  else isi = <Layar judul="Belum ada partai" sub="Lapangan ini belum punya partai bernomor." data="kosong" />;
  const lanjut = layar.jenis === 'hasil' || layar.jenis === 'bertanding' ? layar.berikut : null;
  return (
    <main
      className="flex h-dvh flex-col overflow-hidden bg-black text-white"
      data-papan-lapangan={id_lapangan}
      data-partai-papan={layar.partai ? label(layar.partai) : ''}
    >
      <header className="flex items-center justify-between gap-[2vw] bg-neutral-900 px-[3vw] py-[1.5vh] text-[3.4vh] font-bold">
        <span className="truncate text-amber-300">{b.kepala?.lapangan.nama ?? 'Papan skor'}</span>
        <span className="truncate opacity-80">{b.kepala?.lapangan.nama_event ?? ''}</span>
      </header>
      {isi}
      {lanjut && (
        <footer className="truncate bg-neutral-900 px-[3vw] py-[2vh] text-[4vh] font-bold" data-berikut-papan={label(lanjut)}>
          Berikutnya: Partai {label(lanjut)} · {lanjut.sudut_a?.nama ?? '…'} vs {lanjut.sudut_b?.nama ?? '…'}
        </footer>
      )}
      <Keadaan tersambung={b.tersambung} />
    </main>
  );
}

function Keadaan({ tersambung }: { tersambung: boolean }) {
  if (tersambung) return null;
  return (
    <p
      className="fixed bottom-[1.5vh] right-[1.5vw] z-10 rounded-[1vh] bg-warning px-[1.2vw] py-[0.6vh] text-[2.6vh] font-bold text-warning-content"
      role="status"
      data-papan-keadaan="menunggu"
    >
      Menunggu sambungan…
    </p>
  );
}
