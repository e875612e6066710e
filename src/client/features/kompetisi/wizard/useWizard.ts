import { useMemo, useState } from 'react';
import type { AtletView } from '../../../data/atlet/view';
import { usePesertaSaya, useKelasKompetisi, type AtletDaftar } from '../../../data/kompetisi';
import { useAtletList } from '../../../data/atlet';
import { currentUser } from '../../../data/session';
import type { Kompetisi } from '../../../data/online/kompetisi';
import type { EntriKompetisi } from '../../../../domain/kompetisi/types';
import { WIZARD_AWAL, kembali, wizardReducer, type WizardAksi, type WizardState } from '../../../../domain/kompetisi/wizard';
import { lanjut, payloadPendaftaran } from '../../../../domain/kompetisi/wizard-validasi';
import type { WizardKonteks } from '../../../../domain/kompetisi/wizard-kelas';
import { PERSETUJUAN_MSG, cekPersetujuan } from '../../../../domain/privasi/persetujuan';

/**
 * A cached athlete the wizard can enter: on the server, or added here and still 'Menunggu sinkron' (under
 * its stand-in id; the registration then waits for the add). One the server refused is left out, and so is one whose
 * consent was withdrawn (its data is no longer processed).
 */
function toDaftar(a: AtletView): AtletDaftar | null {
  if (a.rejected !== null || a.persetujuan?.status === 'DICABUT') return null;
  if (a.id_atlet !== null) return { ...a, id_atlet: a.id_atlet, dojang: a.dojang, kunciLokal: null };
  return a.idSementara !== null ? { ...a, id_atlet: a.idSementara, dojang: a.dojang, kunciLokal: a.kunciLokal } : null;
}

/** Everything the wizard reads, from Dexie (works offline), and its state machine. */
export function useWizard(kompetisi: Kompetisi) {
  const [state, setState] = useState<WizardState>(WIZARD_AWAL);
  const kelas = useKelasKompetisi(kompetisi.id_kompetisi);
  const peserta = usePesertaSaya(kompetisi.id_kompetisi);
  const atletList = useAtletList();
  const atlet = useMemo(() => (atletList.data ?? []).flatMap((a) => toDaftar(a) ?? []), [atletList.data]);
  const entri = useMemo<EntriKompetisi[]>(
    () =>
      (peserta.data ?? [])
        .filter((p) => p.rejected === null || p.id_peserta_kompetisi > 0)
        .map((p) => ({
          id_peserta_kompetisi: p.id_peserta_kompetisi,
          id_kelas_kejuaraan: p.id_kelas_kejuaraan,
          cabang: p.kelas_kejuaraan.cabang,
          status: p.status,
          anggota: p.anggota_tim.length > 0 ? p.anggota_tim.map((m) => m.atlet.id_atlet) : [p.id_atlet],
        })),
    [peserta.data],
  );
  const konteks = useMemo<WizardKonteks<AtletDaftar>>(
    () => ({
      kompetisi,
      kelas: kelas.data ?? [],
      atlet,
      idDojang: currentUser()?.pelatih?.id_dojang ?? 0,
      entri,
    }),
    [kompetisi, kelas.data, atlet, entri],
  );

  return {
    state,
    konteks,
    loading: kelas.data === undefined && kelas.isLoading,
    kelasError: kelas.data === undefined ? kelas.error : null,
    dispatch: (aksi: WizardAksi) => setState((s) => wizardReducer(s, aksi)),
    /** Selanjutnya: the next step, or the step's message. */
    next: (): string | null => {
      const hasil = lanjut(state, konteks);
      if (!hasil.ok) return hasil.pesan;
      // The athletes picked at step 3 need their consent statement first (the server refuses the entry without it).
      if (state.langkah === 3) {
        for (const id of state.atlet) {
          const a = konteks.atlet.find((x) => x.id_atlet === id);
          const t = a ? cekPersetujuan(a) : null;
          if (t) return t.kode === 'persetujuan_wajib' && a ? PERSETUJUAN_MSG.belumAdaDiWizard(a.nama_atlet) : t.pesan;
        }
      }
      setState(hasil.state);
      return null;
    },
    /** Back: the previous step (clearing its selections), false on step 1 (close). */
    back: (): boolean => {
      const prev = kembali(state);
      if (prev === null) return false;
      setState(prev);
      return true;
    },
    payload: () => payloadPendaftaran(state, konteks),
    /** The class with every join, as cached (the payload names it by id). */
    kelasById: (id: number) => kelas.data?.find((k) => k.id_kelas_kejuaraan === id),
    reset: () => setState(WIZARD_AWAL),
  };
}

export type Wizard = ReturnType<typeof useWizard>;
