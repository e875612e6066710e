import { useId, useState } from 'react';
import { KEPUTUSAN_LABEL, type InputHasil, type Keputusan } from '../../../domain/bagan/types';
import { labelSudut, namaRonde } from '../../../domain/bagan/ronde';
import type { PesertaBagan } from '../../../domain/schemas/bagan';
import { bolehPeran } from '../../../domain/akses';
import { cekAlasanKoreksi } from '../../../domain/bagan/hasil-koreksi';
import type { DataSlip } from '../../../domain/skor/slip';
import { currentUser } from '../../data/session';
import { useModalDialog } from '../hooks/useModalDialog';
import type { MatchView } from '../../data/bagan/types';
import { formDari, hasHasil, inputDari, isSeri, keputusanUntuk, type HasilForm } from './hasil-form';
import { AlasanKoreksi } from './AlasanKoreksi';
import { KonflikHasil } from './KonflikHasil';
import { Skor } from './SkorSudut';
import { TombolSlip } from './TombolSlip';

const KOSONG: HasilForm = { skor_a: '', skor_b: '', id_pemenang: null, keputusan: '' };

interface Props {
  match: MatchView | null;
  jumlah_ronde: number;
  /**
   * What names the match under the title; the bracket screen leaves it out ('Semi Final · Partai 2', the spec's
   * words), a venue screen gives its own ('Partai A-3 · Semifinal').
   */
  keterangan?: string;
  cabang: 'KYORUGI' | 'POOMSAE';
  peserta: ReadonlyMap<number, PesertaBagan>;
  busy: boolean;
  errors: Partial<Record<keyof InputHasil | 'alasan', string>>;
  onCancel: () => void;
  /** `alasan`: the reason of a correction (a kept result changed), else null. */
  onSave: (input: InputHasil, alasan: string | null) => void;
  onUndo: (alasan: string | null) => void;
  /** The match's result slip, offered once it has a result. */
  slip?: () => Promise<DataSlip>;
}

/** 'Update Match Result': numeric scores ≥ 0 (empty = 0), a tie needs a winner and a decision. */
export function HasilMatchDialog({
  match,
  jumlah_ronde,
  keterangan,
  cabang,
  peserta,
  busy,
  errors,
  onCancel,
  onSave,
  onUndo,
  slip,
}: Props) {
  const ref = useModalDialog(match !== null);
  const titleId = useId();
  const [form, setForm] = useState<HasilForm>(() => (match ? formDari(match) : KOSONG));
  // The fields follow the opened match in the same render: an effect would first paint the previous match's
  // scores, and a score typed in that moment would be overwritten.
  const [alasan, setAlasan] = useState('');
  const [salahAlasan, setSalahAlasan] = useState<string | null>(null);
  const [dariMatch, setDariMatch] = useState(match);
  if (match !== dariMatch) {
    setDariMatch(match);
    setAlasan('');
    setSalahAlasan(null);
    if (match) setForm(formDari(match));
  }
  if (!match) return <dialog ref={ref} className="modal" />;
  const nama = (id: number | null) => (id === null ? '–' : (peserta.get(id)?.nama ?? `#${id}`));
  const seri = isSeri(form);
  const opsi = keputusanUntuk(seri);
  const set = (patch: Partial<HasilForm>) =>
    setForm((f) => {
      const next = { ...f, ...patch };
      if (next.keputusan !== '' && !keputusanUntuk(isSeri(next)).includes(next.keputusan)) next.keputusan = '';
      return next;
    });
  const step = cabang === 'POOMSAE' ? '0.01' : '1';
  // Changing or undoing a kept result is a correction: the competition admin's, with a reason (the rule the server runs again).
  const koreksi = hasHasil(match);
  const bolehKoreksi = bolehPeran(currentUser(), 'bagan.koreksiHasil');
  const terkunci = koreksi && !bolehKoreksi;
  const wajibAlasan = (lanjut: (alasan: string) => void) => {
    const t = cekAlasanKoreksi(alasan);
    setSalahAlasan(t ? t.pesan : null);
    if (!t) lanjut(alasan.trim());
  };
  const denganAlasan = (lanjut: (alasan: string | null) => void) => (koreksi ? wajibAlasan(lanjut) : lanjut(null));
  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <form
        className="modal-box"
        onSubmit={(e) => {
          e.preventDefault();
          denganAlasan((a) => onSave(inputDari(form), a));
        }}
      >
        <h2 id={titleId} className="text-lg font-bold">
          Update Match Result
        </h2>
        <p className="text-sm text-base-content/75">
          {keterangan ?? `${namaRonde(match.ronde, jumlah_ronde)} · Partai ${match.posisi}`}
          {cabang === 'POOMSAE' ? ' · nilai desimal, mis. 8.45' : ''}
        </p>
        {match.konflik && <KonflikHasil match={match} nama={nama} mintaAlasan={wajibAlasan} />}
        <div className="mt-4 grid grid-cols-2 gap-3">
          <Skor
            label={labelSudut('B', match.id_peserta_a ?? 0)}
            sudut="B"
            nama={nama(match.id_peserta_a)}
            value={form.skor_a}
            step={step}
            error={errors.skor_a}
            onChange={(v) => set({ skor_a: v })}
          />
          <Skor
            label={labelSudut('R', match.id_peserta_b ?? 0)}
            sudut="R"
            nama={nama(match.id_peserta_b)}
            value={form.skor_b}
            step={step}
            error={errors.skor_b}
            onChange={(v) => set({ skor_b: v })}
          />
        </div>
        {seri && (
          <fieldset className="mt-4 rounded-box bg-warning/10 p-3">
            <legend className="px-1 text-sm font-semibold">Skor seri — pilih pemenang</legend>
            {[match.id_peserta_a, match.id_peserta_b].map(
              (id) =>
                id !== null && (
                  <label key={id} className="flex cursor-pointer items-center gap-2 py-1">
                    <input
                      type="radio"
                      className="radio radio-sm"
                      name="pemenang"
                      checked={form.id_pemenang === id}
                      onChange={() => set({ id_pemenang: id })}
                    />
                    <span className="truncate">{nama(id)}</span>
                  </label>
                ),
            )}
            {errors.id_pemenang && <p className="text-xs text-error">{errors.id_pemenang}</p>}
          </fieldset>
        )}
        <label className="mt-4 flex flex-col gap-1 text-sm font-semibold">
          Keputusan{seri ? '' : ' (opsional)'}
          <select
            className={`select w-full ${errors.keputusan ? 'select-error' : ''}`}
            value={form.keputusan}
            onChange={(e) => set({ keputusan: e.target.value as Keputusan | '' })}
          >
            <option value="">{seri ? 'Pilih keputusan' : KEPUTUSAN_LABEL.PTF}</option>
            {opsi.map((k) => (
              <option key={k} value={k}>
                {KEPUTUSAN_LABEL[k]}
              </option>
            ))}
          </select>
          {errors.keputusan && <span className="text-xs font-normal text-error">{errors.keputusan}</span>}
        </label>
        {koreksi && (
          <AlasanKoreksi
            boleh={bolehKoreksi}
            value={alasan}
            error={salahAlasan ?? errors.alasan}
            onChange={(v) => {
              setAlasan(v);
              setSalahAlasan(null);
            }}
          />
        )}
        <div className="modal-action flex-wrap">
          {koreksi && slip && <TombolSlip muat={slip} className="btn btn-ghost" />}
          {koreksi && (
            <button
              type="button"
              className="btn btn-ghost text-error mr-auto"
              disabled={busy || terkunci}
              onClick={() => denganAlasan(onUndo)}
            >
              Batalkan hasil
            </button>
          )}
          <button type="button" className="btn btn-ghost" disabled={busy} onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy || terkunci}>
            {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}Save Result
          </button>
        </div>
      </form>
      <div className="modal-backdrop">
        <button type="button" tabIndex={-1} aria-hidden="true" onClick={() => !busy && onCancel()} />
      </div>
    </dialog>
  );
}
