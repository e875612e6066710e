/**
 * Runs `kerja` one at a time: a call while it runs makes one more run right after it, however many calls came,
 * so a burst of changes on the live stream costs at most two reads and the last one sees them all. `kerja`
 * handles its own failures; a call's promise settles when the runs then queued have ended.
 */
export function satuPerSatu(kerja: () => Promise<void>): () => Promise<void> {
  let jalan: Promise<void> | null = null;
  let lagi = false;
  const picu = (): Promise<void> => {
    if (jalan) {
      lagi = true;
      return jalan;
    }
    jalan = (async () => {
      do {
        lagi = false;
        await kerja();
      } while (lagi);
    })().finally(() => {
      jalan = null;
      if (lagi) void picu(); // asked for between the last run's end and this
    });
    return jalan;
  };
  return picu;
}
