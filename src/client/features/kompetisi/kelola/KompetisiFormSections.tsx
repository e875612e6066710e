import type { ReactNode } from 'react';
import { CalendarDays, Info, Phone, Wallet } from 'lucide-react';
import { jadwalKompetisi } from '../../../../domain/kompetisi/jadwal';
import { DESKRIPSI_MAKS } from '../../../../domain/schemas/kompetisi-admin';
import { Field } from '../../../ui/form/Field';
import { TextField } from '../../../ui/form/TextField';
import { formatRupiah } from '../../../ui/format';
import { hanyaAngka, ribuan, type FieldTeks, type KompetisiValues } from './kompetisi-form';

export interface SectionProps {
  values: KompetisiValues;
  errors: Record<string, string>;
  set: (field: FieldTeks, value: string) => void;
  setFeatured: (value: boolean) => void;
  busy: boolean;
  /** Entries the competition holds (edit); undefined for a new one. */
  jumlahPeserta?: number;
}

function Section({ icon: Icon, title, children }: { icon: typeof Info; title: string; children: ReactNode }) {
  return (
    <section className="rounded-box bg-base-100 p-4 shadow ring-1 ring-base-300 sm:p-6" aria-label={title}>
      <h2 className="mb-4 flex items-center gap-2 text-base font-black tracking-wide uppercase">
        <Icon className="size-5 text-primary" aria-hidden="true" /> {title}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}

/** A text input bound to one field of the form. */
function Teks({
  p,
  field,
  label,
  ...rest
}: { p: SectionProps; field: FieldTeks; label: string } & Partial<Parameters<typeof TextField>[0]>) {
  return (
    <TextField
      id={`kompetisi-${field}`}
      label={label}
      value={p.values[field]}
      onChange={(x) => p.set(field, x)}
      error={p.errors[field]}
      disabled={p.busy}
      {...rest}
    />
  );
}

/** Rupiah or a count: typed as digits, shown with thousands separators. */
function Angka({ p, field, label, hint, prefix }: { p: SectionProps; field: FieldTeks; label: string; hint?: ReactNode; prefix?: string }) {
  return (
    <Teks
      p={p}
      field={field}
      label={label}
      hint={hint}
      inputMode="numeric"
      autoComplete="off"
      value={ribuan(p.values[field])}
      onChange={(x) => p.set(field, hanyaAngka(x))}
      icon={prefix ? <span className="text-sm font-semibold">{prefix}</span> : undefined}
    />
  );
}

export function InfoSection(p: SectionProps) {
  const id = 'kompetisi-deskripsi';
  return (
    <Section icon={Info} title="Info">
      <Teks p={p} field="nama_event" label="Nama Kompetisi" required maxLength={200} className="sm:col-span-2" />
      <Teks p={p} field="lokasi" label="Lokasi" maxLength={500} placeholder="Contoh: GOR Jakabaring, Palembang" className="sm:col-span-2" />
      <Field
        id={id}
        label="Deskripsi"
        error={p.errors.deskripsi}
        hint={`${p.values.deskripsi.length}/${DESKRIPSI_MAKS} karakter`}
        className="sm:col-span-2"
      >
        <textarea
          id={id}
          className={`textarea w-full ${p.errors.deskripsi ? 'textarea-error' : ''}`}
          rows={4}
          maxLength={DESKRIPSI_MAKS}
          value={p.values.deskripsi}
          onChange={(e) => p.set('deskripsi', e.target.value)}
          disabled={p.busy}
          aria-describedby={`${id}-msg`}
          placeholder="Ringkasan kejuaraan yang tampil di situs event"
        />
      </Field>
      <label className="flex cursor-pointer items-start gap-3 rounded-box border border-base-300 p-3 sm:col-span-2">
        <input
          type="checkbox"
          className="toggle toggle-warning mt-0.5"
          checked={p.values.is_featured}
          onChange={(e) => p.setFeatured(e.target.checked)}
          disabled={p.busy}
        />
        <span>
          <span className="block text-sm font-semibold">Kompetisi unggulan</span>
          <span className="block text-xs text-base-content/75">
            Ditampilkan di beranda dan situs event. Hanya satu kompetisi yang bisa menjadi unggulan.
          </span>
        </span>
      </label>
    </Section>
  );
}

export function JadwalSection(p: SectionProps) {
  const { tanggal_mulai: mulai, tanggal_selesai: selesai } = p.values;
  const jadwal = mulai && selesai && selesai >= mulai ? jadwalKompetisi(p.values) : null;
  return (
    <Section icon={CalendarDays} title="Jadwal">
      <Teks p={p} field="tanggal_mulai" label="Tanggal Mulai" type="date" required />
      <Teks p={p} field="tanggal_selesai" label="Tanggal Selesai" type="date" required min={p.values.tanggal_mulai || undefined} />
      <Teks
        p={p}
        field="batas_pendaftaran"
        label="Batas Pendaftaran"
        type="date"
        max={p.values.tanggal_mulai || undefined}
        hint="Hari terakhir pendaftaran dibuka. Kosongkan agar dibuka sampai sehari sebelum tanggal mulai."
      />
      {jadwal && (
        <div className="rounded-box bg-base-200 p-3 text-sm" aria-live="polite">
          <p className="font-semibold">Jadwal di situs event</p>
          <p>Timbang badan &amp; technical meeting: {jadwal.timbangBadan}</p>
          <p>Pertandingan: {jadwal.pertandingan}</p>
        </div>
      )}
    </Section>
  );
}

export function BiayaSection(p: SectionProps) {
  return (
    <Section icon={Wallet} title="Biaya & Kuota">
      <Angka
        p={p}
        field="biaya_pendaftaran"
        label="Biaya per Atlet WNI"
        prefix="Rp"
        hint={p.values.biaya_pendaftaran === '0' ? 'Rp 0 memakai tarif bawaan Rp 500.000' : 'Per atlet Indonesia, per kelas yang diikuti'}
      />
      <Angka
        p={p}
        field="biaya_wna"
        label="Biaya per Atlet WNA"
        prefix="Rp"
        hint={
          p.values.biaya_wna ? `Per atlet asing: ${formatRupiah(Number(p.values.biaya_wna))}` : 'Kosongkan untuk tarif bawaan Rp 1.000.000'
        }
      />
      <Angka
        p={p}
        field="kuota"
        label="Kuota Peserta"
        hint={`Kosongkan jika tanpa batas kuota${p.jumlahPeserta !== undefined ? ` · Terdaftar saat ini: ${p.jumlahPeserta} peserta` : ''}`}
      />
    </Section>
  );
}

export function KontakSection(p: SectionProps) {
  return (
    <Section icon={Phone} title="Kontak Panitia & Rekening">
      <Teks p={p} field="kontak_nama" label="Nama Kontak" maxLength={200} />
      <Teks p={p} field="kontak_whatsapp" label="WhatsApp" type="tel" inputMode="tel" maxLength={30} placeholder="0812-3456-7890" />
      <Teks p={p} field="kontak_email" label="Email" type="email" maxLength={254} className="sm:col-span-2" />
      <Teks p={p} field="bank_nama" label="Nama Bank" maxLength={100} />
      <Teks p={p} field="bank_nomor_rekening" label="Nomor Rekening" inputMode="numeric" maxLength={50} />
      <Teks p={p} field="bank_atas_nama" label="Atas Nama" maxLength={200} className="sm:col-span-2" />
    </Section>
  );
}
