import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { KonsolPage } from '../features/skor/KonsolPage';
import { Guard } from '../ui/guard/Guard';
import { POLICY } from '../ui/guard/policies';
import { LencanaServer } from '../ui/lencana/LencanaServer';

const searchSchema = v.object({ partai: v.optional(v.string(), '') });

/** The scoring console: full screen (no sidebar), for those the court desk admits. */
export const Route = createFileRoute('/admin-kompetisi_/lapangan_/konsol')({
  validateSearch: (search) => v.parse(searchSchema, search),
  component: function Konsol() {
    const { partai } = Route.useSearch();
    return (
      <Guard policy={POLICY.adminKompetisi}>
        <KonsolPage key={partai} id_match={partai} />
        <LencanaServer varian="layar" />
      </Guard>
    );
  },
});
