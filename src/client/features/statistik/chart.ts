import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';

/**
 * chart.js with only the pieces these pages draw (bars, a line, a doughnut): tree-shaken, and imported only by
 * the statistics pages, so it lands in their route chunk and never in the app's first load.
 */
Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  DoughnutController,
  ArcElement,
  Filler,
  Tooltip,
  Legend,
);

export { Chart };

type Rgb = readonly [number, number, number];
const cache = new Map<string, Rgb>();

/**
 * A theme colour (daisyUI's oklch custom property) as RGB: drawn into one pixel, so chart.js's colour maths
 * (hover shades) gets a format it reads. Falls back to `fallback` outside a browser.
 */
function rgb(name: string, fallback: Rgb): Rgb {
  const hit = cache.get(name);
  if (hit) return hit;
  let out = fallback;
  try {
    const value = getComputedStyle(document.documentElement).getPropertyValue(`--color-${name}`).trim();
    const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
    if (value && ctx) {
      ctx.fillStyle = `rgb(${fallback.join(' ')})`;
      ctx.fillStyle = value;
      ctx.fillRect(0, 0, 1, 1);
      const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data;
      out = [r, g, b];
    }
  } catch {
    // no canvas (tests, very old browsers): the fallback
  }
  cache.set(name, out);
  return out;
}

const FALLBACK: Record<string, Rgb> = {
  primary: [180, 35, 40],
  secondary: [240, 190, 60],
  accent: [220, 150, 40],
  info: [30, 110, 190],
  success: [30, 130, 80],
  warning: [240, 180, 40],
  error: [190, 40, 40],
  'base-content': [40, 30, 30],
  'base-300': [230, 225, 222],
};

export type Warna = keyof typeof FALLBACK;

/** 'rgb(r g b / a)' of a theme colour. */
export function warna(name: Warna, alpha = 1): string {
  const [r, g, b] = rgb(name, FALLBACK[name] ?? [0, 0, 0]);
  return alpha >= 1 ? `rgb(${r}, ${g}, ${b})` : `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** Shared look: the page's font, muted grid, readable 12 px ticks on a phone. */
export function gayaDasar(): void {
  Chart.defaults.font.family = getComputedStyle(document.body).fontFamily;
  Chart.defaults.font.size = 12;
  Chart.defaults.color = warna('base-content', 0.8);
  Chart.defaults.borderColor = warna('base-300');
  Chart.defaults.plugins.legend.labels.boxWidth = 12;
  Chart.defaults.plugins.legend.labels.boxHeight = 12;
  Chart.defaults.maintainAspectRatio = false;
}
