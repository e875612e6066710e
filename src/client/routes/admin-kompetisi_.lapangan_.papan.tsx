import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { bacaDetikHasil } from '../../domain/jadwal/papan-lapangan';
import { AlihPapanPartai } from '../features/skor/AlihPapanPartai';
import { PapanLapanganPage } from '../features/skor/PapanLapanganPage';
import { Guard } from '../ui/guard/Guard';
import { POLICY } from '../ui/guard/policies';
import { LencanaServer } from '../ui/lencana/LencanaServer';

const searchSchema = v.object({
  lapangan: v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1))),
  /** Seconds a result stays before the next bout (a board setting, default 15). */
  hasil: v.optional(v.unknown()),
  /** The old per-bout URL: redirected to its court's board. */
  partai: v.optional(v.string()),
});

/** A court's scoreboard for the TV at its mat, opened once for the day: full screen, dark, no sidebar. */
export const Route = createFileRoute('/admin-kompetisi_/lapangan_/papan')({
  validateSearch: (search) => {
    const r = v.safeParse(searchSchema, search);
    return r.success ? r.output : {};
  },
  component: function Papan() {
    const { lapangan, partai, hasil } = Route.useSearch();
    return (
      <Guard policy={POLICY.adminKompetisi} dark>
        {lapangan ? (
          <PapanLapanganPage key={lapangan} id_lapangan={lapangan} detik_hasil={bacaDetikHasil(hasil)} />
        ) : (
          <AlihPapanPartai key={partai ?? ''} id_match={partai ?? ''} />
        )}
        <LencanaServer varian="layar" />
      </Guard>
    );
  },
});
