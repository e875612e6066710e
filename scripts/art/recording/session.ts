import type { BrowserContext, Page } from 'playwright-core';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { encodeVp9, probeDuration, useSystemFfmpeg } from './ffmpeg';
import { CURSOR_SCRIPT, titleCardScript, type TitleCard } from './overlays';

export interface TutorialRecording {
  /** Output .webm path, e.g. public/videos/tutorial-x.webm. */
  out: string;
  titleCard: TitleCard;
  /** Loaded once off camera so the recording does not open on a half-loaded page. */
  warmUpUrl: string;
  /** Off-camera preparation in the warmed-up page (e.g. making fixture files in the browser); gets a scratch folder. */
  prepare?: (page: Page, scratch: string) => Promise<void>;
  /** Drives the recorded page. */
  run: (page: Page, context: BrowserContext) => Promise<void>;
  size?: { width: number; height: number };
  crf?: number;
}

/** Launches Chromium and records `run` in real time; returns the raw recording inside `work`. */
async function recordRaw(
  work: string,
  { titleCard, warmUpUrl, prepare, run, size }: Omit<TutorialRecording, 'out' | 'crf'> & { size: { width: number; height: number } },
) {
  useSystemFfmpeg(work);
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--lang=id',
    ],
    // Date inputs follow the browser's own UI language (dd/mm/yyyy in Indonesian); on Debian that
    // needs the chromium-l10n package as well as these variables.
    env: { ...process.env, LANGUAGE: 'id', LANG: 'id_ID.UTF-8' },
  });
  try {
    const context = await browser.newContext({
      viewport: size,
      locale: 'id-ID',
      timezoneId: 'Asia/Jakarta',
      recordVideo: { dir: join(work, 'video'), size },
    });
    await context.addInitScript(CURSOR_SCRIPT);
    await context.addInitScript(titleCardScript(titleCard));
    const warmUp = await context.newPage();
    await warmUp.goto(warmUpUrl, { waitUntil: 'networkidle' });
    if (prepare) {
      const scratch = join(work, 'scratch');
      mkdirSync(scratch);
      await prepare(warmUp, scratch);
    }
    await warmUp.close();
    const page = await context.newPage();
    try {
      await run(page, context);
    } finally {
      await context.close();
    }
    const raw = await page.video()?.path();
    if (!raw) throw new Error('no video recorded');
    return raw;
  } finally {
    await browser.close();
  }
}

/** Records `run`, re-encodes to VP9 and prints size and measured duration. */
export async function recordTutorial({ out, crf, size = { width: 1280, height: 720 }, ...rest }: TutorialRecording) {
  const work = mkdtempSync(join(tmpdir(), 'arena-rec-'));
  try {
    const raw = await recordRaw(work, { ...rest, size });
    mkdirSync(dirname(out), { recursive: true });
    encodeVp9(raw, out, crf);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  const seconds = probeDuration(out);
  const bytes = statSync(out).size;
  console.log(`${out} ${(bytes / 1024).toFixed(0)} KB, ${seconds.toFixed(2)} s`);
  return { seconds, bytes };
}
