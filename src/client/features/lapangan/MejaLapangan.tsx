import { useMemo, useState } from 'react';
import { MonitorUp, RefreshCw } from 'lucide-react';
import { labelPartai } from '../../../domain/jadwal/kode';
import { tahapLapangan } from '../../../domain/jadwal/tahap';
import { useMejaLapangan, etaLapangan, cariPartaiKartu, type PartaiTampil } from '../../data/lapangan';
import { useHadirPerangkat } from '../../data/venue';
import { HasilMatchDialog } from '../../ui/hasil/HasilMatchDialog';
import { useSekarang } from '../../ui/jadwal/useSekarang';
import { jamWib, namaHari } from '../../ui/jadwal/format';
import { CariKartu } from '../../ui/scan/CariKartu';
import { DaftarPartai } from './DaftarPartai';
import { KartuPartai } from './KartuPartai';
import { TidakHadirDialog } from './TidakHadirDialog';
import { matchDari, useAksiPartai } from './useAksiPartai';
import { useTanyaDulu } from './useTanyaDulu';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

const Catatan = ({ children, tone = '' }: { children: React.ReactNode; tone?: string }) => (
  <p className={`rounded-box bg-base-100 p-10 text-center shadow ring-1 ring-base-300 ${tone}`} role="status">
    {children}
  </p>
);

/** The court's scoreboard, opened once for the day: the same window again (its name), never one per bout. */
const bukaPapanLapangan = (id_lapangan: number) =>
  window.open(`/admin-kompetisi/lapangan/papan?lapangan=${id_lapangan}`, `papan-lapangan-${id_lapangan}`, 'popup');

const LIVE = { langsung: 'Langsung', polling: 'Memperbarui berkala', menyambung: 'Menyambung…', jeda: 'Dijeda' } as const;

function Panggung({ judul, kosong, children }: { judul: string; kosong: string; children: React.ReactNode[] }) {
  return (
    <section className="space-y-2" aria-label={judul}>
      <h2 className="text-sm font-black uppercase tracking-wide text-base-content/70">{judul}</h2>
      {children.length ? (
        children
      ) : (
        <p className="rounded-box border-2 border-dashed border-base-300 p-6 text-center text-base-content/60">{kosong}</p>
      )}
    </section>
  );
}

/** One court's desk: the three stages with their actions, a card lookup, and every bout of the court. */
export function MejaLapangan({ id_kompetisi, id_lapangan }: { id_kompetisi: number; id_lapangan: number }) {
  const read = useMejaLapangan(id_kompetisi, id_lapangan);
  // The venue overview shows this desk as connected while it is open and visible.
  useHadirPerangkat(id_lapangan, 'meja');
  const now = useSekarang();
  const aksi = useAksiPartai(id_kompetisi);
  const [dipilih, setDipilih] = useState<string | null>(null);
  const [pesan, setPesan] = useState<string | null>(null);
  const [absen, setAbsen] = useState<PartaiTampil | null>(null);
  const data = read.data;
  const tanya = useTanyaDulu(data?.kepala ?? null, data?.partai ?? []);
  // One object per opened bout: the dialog resets its fields when its match changes, and this page re-renders every second.
  const match = useMemo(() => (aksi.hasil ? matchDari(aksi.hasil) : null), [aksi.hasil]);
  // The minute is enough for ETAs; the stages' clocks tick every second.
  const menit = Math.floor(now / 60_000);
  const eta = useMemo(
    () =>
      data?.kepala
        ? etaLapangan(data.kepala.lapangan, data.kepala.pengaturan, data.partai, menit * 60_000, data.kepala.riwayat_hari)
        : new Map(),
    [data, menit],
  );
  if (read.loading) return <Catatan>Memuat partai lapangan...</Catatan>;
  if (!data?.kepala)
    return (
      <Catatan tone="text-error">
        {read.error?.message ?? 'Data lapangan belum ada di perangkat ini. Sambungkan ke server sekali untuk memuatnya.'}
      </Catatan>
    );
  const { lapangan, pengaturan } = data.kepala;
  // The stages are the domain's (the public schedule and the hall TV show the same); the desk prepares the next two.
  const tahap = tahapLapangan(data.partai);
  const bersiap = [tahap.bersiap, ...tahap.berikutnya].filter((p): p is PartaiTampil => p !== null).slice(0, 2);
  const pilihan = dipilih ? data.partai.find((p) => p.id_match === dipilih) : undefined;
  // A refused write on a bout no stage shows (finished meanwhile, or further down the order) stays in sight until decided.
  const diPanggung = new Set([...tahap.bertanding, ...tahap.dipanggil, ...bersiap].map((p) => p.id_match));
  const perluKeputusan = data.partai.filter((p) => p.ditolak && !diPanggung.has(p.id_match) && p.id_match !== dipilih);
  const kartu = (p: PartaiTampil) => (
    <KartuPartai
      key={p.id_match}
      p={p}
      eta={eta.get(p.id_match)?.eta ?? null}
      now={now}
      tunggu_detik={pengaturan.tunggu_detik}
      sorot={p.id_match === dipilih}
      kode={lapangan.kode}
      aksi={{
        panggil: (x) => tanya.tanyaDulu(x, 'panggil', () => aksi.panggil(x)),
        mulai: (x) => tanya.tanyaDulu(x, 'mulai', () => aksi.mulai(x)),
        bukaTidakHadir: setAbsen,
        bukaHasil: aksi.bukaHasil,
      }}
    />
  );
  const cari = (teks: string) => {
    const r = cariPartaiKartu(teks, id_kompetisi, data.partai);
    if (r.ok) {
      setDipilih(r.partai.id_match);
      setPesan(null);
    } else setPesan(r.pesan);
  };
  const peserta = new Map(
    aksi.hasil
      ? [aksi.hasil.sudut_a, aksi.hasil.sudut_b].flatMap((s) =>
          s
            ? [
                [
                  s.id_peserta_kompetisi,
                  {
                    id_peserta_kompetisi: s.id_peserta_kompetisi,
                    nama: s.nama,
                    id_dojang: 0,
                    nama_dojang: s.nama_dojang ?? '',
                    status: 'APPROVED' as const,
                    is_team: false,
                  },
                ] as const,
              ]
            : [],
        )
      : [],
  );
  return (
    <>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <p className="text-lg font-bold">
          {lapangan.nama} · {namaHari(lapangan.tanggal)} · mulai {lapangan.mulai.replace(':', '.')}
        </p>
        <p className="text-base-content/75">
          {tahap.selesai.length} dari {data.partai.length} partai selesai
        </p>
        <p className="text-base-content/75" data-live={read.live}>
          {LIVE[read.live]} · data {jamWib(data.fetchedAt)}
        </p>
        <button type="button" className="btn btn-sm btn-primary ms-auto" onClick={() => bukaPapanLapangan(id_lapangan)}>
          <MonitorUp className="size-4" aria-hidden="true" />
          Buka papan skor lapangan
        </button>
      </div>
      {perluKeputusan.length > 0 && (
        <section className="space-y-2" aria-label="Perlu keputusan">
          <h2 className="text-sm font-black uppercase tracking-wide text-base-content/70">Perlu keputusan</h2>
          <div className="grid grid-cols-1 items-start gap-4 md:grid-cols-2 xl:grid-cols-3">{perluKeputusan.map(kartu)}</div>
        </section>
      )}
      <div className="grid grid-cols-1 items-start gap-4 md:grid-cols-2 xl:grid-cols-3">
        <Panggung judul="Sedang bertanding" kosong="Belum ada partai di matras.">
          {tahap.bertanding.map(kartu)}
        </Panggung>
        <Panggung judul="Dipanggil" kosong="Belum ada yang dipanggil.">
          {tahap.dipanggil.map(kartu)}
        </Panggung>
        <Panggung judul="Bersiap" kosong="Semua partai sudah dipanggil.">
          {bersiap.map(kartu)}
        </Panggung>
      </div>
      <div className="grid grid-cols-1 items-start gap-4 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="space-y-4">
          <CariKartu onKode={cari} pesan={pesan} fokus={false} />
          {pilihan && (
            <section className="space-y-2" aria-label="Partai dipilih">
              <div className="flex items-center justify-between">
                <h2 className="text-sm font-black uppercase tracking-wide text-base-content/70">Partai dipilih</h2>
                <button type="button" className="btn btn-ghost btn-xs" onClick={() => setDipilih(null)}>
                  Tutup
                </button>
              </div>
              {kartu(pilihan)}
            </section>
          )}
        </div>
        <DaftarPartai kode={lapangan.kode} partai={data.partai} eta={eta} dipilih={dipilih} onPilih={setDipilih} />
      </div>
      <div className="flex justify-end">
        <button type="button" className="btn btn-ghost btn-sm" onClick={read.refetch}>
          <RefreshCw className="size-4" aria-hidden="true" />
          Muat ulang dari server
        </button>
      </div>
      <ConfirmDialog
        open={tanya.pertanyaan !== null}
        title={tanya.pertanyaan?.judul ?? ''}
        cancelLabel="Batal"
        confirmLabel={tanya.pertanyaan?.lanjut ?? 'Lanjut'}
        onCancel={tanya.batal}
        onConfirm={tanya.setuju}
      >
        {tanya.pertanyaan?.isi}
      </ConfirmDialog>
      <TidakHadirDialog
        p={absen}
        onBatal={() => setAbsen(null)}
        onPilih={(s) => {
          if (absen) aksi.tidakHadir(absen, s, pengaturan.tunggu_detik);
          setAbsen(null);
        }}
      />
      <HasilMatchDialog
        match={match}
        jumlah_ronde={aksi.hasil?.ronde ?? 1}
        keterangan={aksi.hasil ? `Partai ${labelPartai(lapangan.kode, aksi.hasil.nomor)} · ${aksi.hasil.nama_ronde}` : undefined}
        cabang={aksi.hasil?.cabang ?? 'KYORUGI'}
        peserta={peserta}
        busy={aksi.busy}
        errors={aksi.errors}
        onCancel={aksi.tutupHasil}
        onSave={(i) => void aksi.simpanHasil(i)}
        onUndo={aksi.tutupHasil}
      />
    </>
  );
}
