import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { PapanPublikPage } from '../../features/skor/PapanPublikPage';

const searchSchema = v.object({ lapangan: v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1))) });

/** Live scoreboards away from the mat: every court's, or one court's over the whole screen (?lapangan=). */
export const Route = createFileRoute('/event/papan')({
  validateSearch: (s: Record<string, unknown>) => {
    const r = v.safeParse(searchSchema, s);
    return r.success && r.output.lapangan !== undefined ? { lapangan: r.output.lapangan } : {};
  },
  component: function PapanRoute() {
    const { lapangan } = Route.useSearch();
    return <PapanPublikPage id_lapangan={lapangan ?? null} />;
  },
});
