/**
 * A competition's proposal, written by the server from that competition's own data (name, dates, place,
 * fees, account, classes) and saved under a name from the event name (its Content-Disposition). Not
 * precached: only fetched when downloaded.
 */
export const proposalUrl = (id_kompetisi: number) => `/api/kompetisi/${id_kompetisi}/proposal`;
