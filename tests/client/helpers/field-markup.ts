import { expect } from 'vitest';

/** The markup of one field: from its label to the next label (or the end). */
export function fieldBlock(html: string, id: string): string {
  const start = html.indexOf(`<label for="${id}"`);
  expect(start, `label of ${id}`).toBeGreaterThanOrEqual(0);
  const next = html.indexOf('<label', start + 1);
  return html.slice(start, next < 0 ? undefined : next);
}

/** The control is marked invalid, points at its message, and the message sits right under it. */
export function expectErrorUnder(html: string, id: string, message: string, tag = 'input') {
  const block = fieldBlock(html, id);
  const control = new RegExp(`<${tag}[^>]*\\bid="${id}"[^>]*>`).exec(block)?.[0] ?? '';
  expect(control, `control ${id}`).toContain('aria-invalid="true"');
  expect(control).toContain(`aria-describedby="${id}-msg"`);
  const msg = `<p id="${id}-msg" class="text-xs font-medium text-error" role="alert">${message}</p>`;
  expect(block).toContain(msg);
  expect(block.indexOf(msg)).toBeGreaterThan(block.indexOf(control));
}

export function expectNoError(html: string, id: string) {
  const block = fieldBlock(html, id);
  expect(block).not.toContain('aria-invalid');
  expect(block).not.toContain('role="alert"');
}
