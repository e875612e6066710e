import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { PapanPage } from '../features/skor/PapanPage';
import { Guard } from '../ui/guard/Guard';
import { POLICY } from '../ui/guard/policies';

const searchSchema = v.object({ partai: v.optional(v.string(), '') });

/** The scoreboard window the console opens: full screen, dark, no sidebar. */
export const Route = createFileRoute('/admin-kompetisi_/lapangan_/papan')({
  validateSearch: (search) => v.parse(searchSchema, search),
  component: function Papan() {
    const { partai } = Route.useSearch();
    return (
      <Guard policy={POLICY.adminKompetisi} dark>
        <PapanPage key={partai} id_match={partai} />
      </Guard>
    );
  },
});
