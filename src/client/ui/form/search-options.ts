/** One choice of a SearchSelectField. */
export interface SearchOption {
  value: string;
  label: string;
  /** Second line, also searched (e.g. the dojang's city). */
  detail?: string;
  /** Listed but not choosable; `note` says why. */
  disabled?: boolean;
  note?: string;
}

/** Lowercase without accents, so 'bandung' finds 'Bandung' and 'jose' finds 'José'. */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Options whose label or detail contain every word of the query, in their original order. */
export function filterOptions<T extends SearchOption>(options: readonly T[], query: string): T[] {
  const words = normalize(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...options];
  return options.filter((o) => {
    const haystack = normalize(`${o.label} ${o.detail ?? ''}`);
    return words.every((w) => haystack.includes(w));
  });
}

/** What the closed box shows for a chosen option. */
export function optionText(option: SearchOption | undefined): string {
  if (!option) return '';
  return option.detail ? `${option.label} — ${option.detail}` : option.label;
}

/** Next choosable index from `from` in direction `step` (wrapping), or -1 if none is choosable. */
export function nextEnabled(options: readonly SearchOption[], from: number, step: 1 | -1): number {
  const n = options.length;
  const start = from >= 0 ? from : step === 1 ? -1 : n;
  for (let i = 1; i <= n; i++) {
    const index = (((start + step * i) % n) + n) % n;
    if (!options[index]?.disabled) return index;
  }
  return -1;
}
