/** Rows written between two pauses of a long export. */
export const JEDA_SETIAP = 500;

/** Lets the event loop serve other requests before the export goes on (a 10,000-row PDF takes about a second). */
export const jeda = () => new Promise<void>((resolve) => setImmediate(resolve));
