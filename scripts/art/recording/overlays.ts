import type { Page } from 'playwright-core';
import { pause } from './actions';

/** A subtitle bar at the bottom of the page (or the top, off what it is about); re-added after every navigation. */
export async function caption(page: Page, text: string, hold = 1800, at: 'bottom' | 'top' = 'bottom') {
  await page.evaluate(
    ({ t, top }) => {
      let bar = document.getElementById('tutorial-caption');
      if (!bar) {
        bar = document.createElement('div');
        bar.id = 'tutorial-caption';
        bar.setAttribute('aria-hidden', 'true');
        Object.assign(bar.style, {
          position: 'fixed',
          left: '50%',
          bottom: '28px',
          transform: 'translateX(-50%)',
          zIndex: '2147483647',
          maxWidth: '92%',
          padding: '10px 24px',
          borderRadius: '12px',
          background: 'rgba(15,23,42,0.88)',
          color: '#fff',
          font: '600 22px/1.35 system-ui, sans-serif',
          textAlign: 'center',
          boxShadow: '0 8px 30px rgba(0,0,0,.35)',
          pointerEvents: 'none',
          borderLeft: '6px solid #dc2626',
        });
        document.body.appendChild(bar);
      }
      bar.style.top = top ? '84px' : '';
      bar.style.bottom = top ? '' : '28px';
      bar.textContent = t;
    },
    { t: text, top: at === 'top' },
  );
  await pause(hold);
}

/** Headless recordings show no pointer: draw one that follows mouse moves. */
export const CURSOR_SCRIPT = `
  addEventListener('DOMContentLoaded', () => {
    const dot = document.createElement('div');
    dot.id = 'tutorial-cursor';
    Object.assign(dot.style, { position: 'fixed', left: '-40px', top: '-40px', width: '22px', height: '22px',
      marginLeft: '-11px', marginTop: '-11px', borderRadius: '50%', background: 'rgba(220,38,38,.35)',
      border: '2px solid rgba(220,38,38,.9)', zIndex: '2147483647', pointerEvents: 'none',
      transition: 'transform .12s' });
    document.body.appendChild(dot);
    addEventListener('mousemove', (e) => { dot.style.left = e.clientX + 'px'; dot.style.top = e.clientY + 'px'; }, true);
    addEventListener('mousedown', () => { dot.style.transform = 'scale(.7)'; }, true);
    addEventListener('mouseup', () => { dot.style.transform = 'scale(1)'; }, true);
  });
`;

export interface TitleCard {
  title: string;
  subtitle: string;
}

/**
 * Title card over the first page from its first paint, so the app's loading never shows on camera;
 * liftTitleCard() removes it once the page is ready. sessionStorage keeps it off later page loads.
 */
export function titleCardScript({ title, subtitle }: TitleCard): string {
  return `
  addEventListener('DOMContentLoaded', () => {
    if (sessionStorage.getItem('tutorial-title-done')) return;
    const card = document.createElement('div');
    card.id = 'tutorial-title';
    card.style.cssText = 'position:fixed;inset:0;z-index:2147483646;display:grid;place-items:center;text-align:center;' +
      'background:radial-gradient(circle at 70% 30%,#7f1d1d,#16090c 70%);color:#fff;font-family:"Noto Sans",sans-serif;' +
      'transition:opacity .6s';
    card.innerHTML = '<div><p style="margin:0;font-size:28px;font-weight:800;letter-spacing:.08em">ARENA <span style="color:#e3a81b">TKD</span></p>' +
      '<p style="margin:28px 0 8px;font-size:20px;letter-spacing:.3em;text-transform:uppercase;color:#e3a81b">Video Tutorial</p>' +
      '<h1 style="margin:0;font-size:56px;line-height:1.2"></h1>' +
      '<p style="margin:20px 0 0;font-size:22px;color:rgba(255,255,255,.8)"></p></div>';
    card.querySelector('h1').textContent = ${JSON.stringify(title)};
    card.querySelector('h1 + p').textContent = ${JSON.stringify(subtitle)};
    document.body.appendChild(card);
  });
`;
}

export async function liftTitleCard(page: Page) {
  await page.evaluate(() => {
    sessionStorage.setItem('tutorial-title-done', '1');
    const card = document.getElementById('tutorial-title');
    if (!card) return;
    card.style.opacity = '0';
    setTimeout(() => card.remove(), 700);
  });
  await pause(800);
}
