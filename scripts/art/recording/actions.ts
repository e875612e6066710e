import type { Locator, Page } from 'playwright-core';

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let pace = 1;

/** Scales the settle pauses after each action (1 = the first tutorial's pace; 0.7 = brisker). */
export function setPace(factor: number) {
  pace = factor;
}

const settle = (ms: number) => pause(ms * pace);

export async function moveTo(page: Page, target: Locator) {
  // Keep the field in the upper two thirds of the screen, clear of the caption bar; scroll only when it is not.
  const placed = await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    if (r.top >= innerHeight * 0.12 && r.bottom <= innerHeight * 0.7) return true;
    el.scrollIntoView({ block: 'center', behavior: 'smooth' });
    return false;
  });
  if (!placed) await pause(450);
  const box = await target.boundingBox();
  if (!box) throw new Error('element not visible');
  const to = { x: box.x + Math.min(box.width / 2, 120), y: box.y + box.height / 2 };
  await page.mouse.move(to.x, to.y, { steps: 18 });
  await settle(250);
}

export async function click(page: Page, target: Locator) {
  await moveTo(page, target);
  await target.click();
  await settle(400);
}

export async function type(page: Page, target: Locator, text: string, delay = 75) {
  await click(page, target);
  await target.pressSequentially(text, { delay });
  await settle(500);
}

export async function choose(page: Page, target: Locator, option: string | { label: string }) {
  await moveTo(page, target);
  await target.selectOption(option);
  await settle(900);
}

export async function scrollBy(page: Page, dy: number) {
  await page.mouse.wheel(0, dy);
  await pause(700);
}
