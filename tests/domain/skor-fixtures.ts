import type { HasilBout, IsiKejadian, IsiSkor, KejadianBout, KeputusanWasit, Sudut, Teknik } from '../../src/domain/skor';

/** Builds a bout's event log the way the console appends it: seq 1, 2, 3 …, one device, a clock 1 s apart. */
export class Bout {
  readonly log: KejadianBout[] = [];
  private t = 1_700_000_000_000;

  constructor(private readonly perangkat = 'konsol-1') {}

  tambah(isi: IsiKejadian, dt = 1000): number {
    const seq = this.log.length + 1;
    this.t += dt;
    this.log.push({ ...isi, seq, perangkat: this.perangkat, id: `e${seq}`, waktu: this.t } as KejadianBout);
    return seq;
  }

  get waktu(): number {
    return this.t;
  }

  mulai(ronde: number, dt?: number) {
    return this.tambah({ jenis: 'ronde_mulai', ronde }, dt);
  }
  selesai(ronde: number, dt?: number) {
    return this.tambah({ jenis: 'ronde_selesai', ronde }, dt);
  }
  poin(sudut: Sudut, teknik: Teknik, kali = 1) {
    let seq = 0;
    for (let i = 0; i < kali; i++) seq = this.tambah({ jenis: 'poin', sudut, teknik });
    return seq;
  }
  gj(sudut: Sudut, kali = 1) {
    let seq = 0;
    for (let i = 0; i < kali; i++) seq = this.tambah({ jenis: 'gam_jeom', sudut });
    return seq;
  }
  sup(sudut: Sudut) {
    return this.tambah({ jenis: 'sup', sudut });
  }
  keputusan(keputusan: KeputusanWasit, pemenang: Sudut) {
    return this.tambah({ jenis: 'keputusan', keputusan, pemenang });
  }
  undo(target: number) {
    return this.tambah({ jenis: 'undo', target });
  }
  koreksi(target: number, pengganti: IsiSkor, alasan = 'salah sudut') {
    return this.tambah({ jenis: 'koreksi', target, pengganti, alasan });
  }
  timer(aksi: 'jeda' | 'lanjut' | 'istirahat' | 'kye_shi' | 'kye_shi_selesai', dt?: number, sudut?: Sudut) {
    return this.tambah(sudut ? { jenis: 'timer', aksi, sudut } : { jenis: 'timer', aksi }, dt);
  }

  /** A round won on points by `sudut` (one head kick against nothing), ended by time. */
  rondeMenang(ronde: number, sudut: Sudut): this {
    this.mulai(ronde);
    this.poin(sudut, 'kepala');
    this.selesai(ronde);
    return this;
  }
}

/** The result without the list of ignored events (which names the undo / correction events themselves). */
export const tanpaAbaikan = ({ diabaikan: _d, ...h }: HasilBout) => h;
