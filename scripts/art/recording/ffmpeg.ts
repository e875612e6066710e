import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Playwright records through its own ffmpeg download; point its registry at a folder where that
 * binary is the system ffmpeg instead (must happen before playwright-core is loaded).
 */
export function useSystemFfmpeg(dir: string) {
  const pkg = dirname(createRequire(import.meta.url).resolve('playwright-core/package.json'));
  const browsers = JSON.parse(readFileSync(join(pkg, 'browsers.json'), 'utf8')) as { browsers: { name: string; revision: string }[] };
  const revision = browsers.browsers.find((b) => b.name === 'ffmpeg')?.revision;
  if (!revision) throw new Error('playwright-core lists no ffmpeg revision');
  mkdirSync(join(dir, `ffmpeg-${revision}`));
  symlinkSync(process.env.FFMPEG_PATH ?? '/usr/bin/ffmpeg', join(dir, `ffmpeg-${revision}`, 'ffmpeg-linux'));
  process.env.PLAYWRIGHT_BROWSERS_PATH = dir;
}

/**
 * VP9 at CRF 36 keeps text sharp on a mostly static screen; -row-mt speeds up the 2-core machine.
 * -ss 0.5 drops the blank frames before the first page paints.
 */
export function encodeVp9(raw: string, out: string, crf = 36) {
  execFileSync(
    'ffmpeg',
    [
      '-y',
      '-loglevel',
      'error',
      '-ss',
      '0.5',
      '-i',
      raw,
      '-c:v',
      'libvpx-vp9',
      '-crf',
      String(crf),
      '-b:v',
      '0',
      '-row-mt',
      '1',
      '-deadline',
      'good',
      '-cpu-used',
      '2',
      '-an',
      out,
    ],
    { stdio: 'inherit' },
  );
}

/** Duration in seconds as ffprobe measures it. */
export function probeDuration(file: string): number {
  return Number(
    execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file], { encoding: 'utf8' }).trim(),
  );
}
