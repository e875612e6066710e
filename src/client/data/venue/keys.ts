/** The overview's Dexie copy: records 'venue:{id_kompetisi}:{tanggal}' ('' = the day the server picks), the account's own. */
export const venueKey = (id_kompetisi: number, tanggal: string) => `venue:${id_kompetisi}:${tanggal}`;
export const venuePath = (id_kompetisi: number, tanggal: string) =>
  `/kompetisi/${id_kompetisi}/venue${tanggal ? `?tanggal=${tanggal}` : ''}`;
export const venueQueryKey = (id_kompetisi: number, tanggal: string) => ['venue', id_kompetisi, tanggal] as const;
