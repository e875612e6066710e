import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { RegisterCoachPage } from '../../src/client/features/auth/RegisterCoachPage';
import { RegisterDojangPage } from '../../src/client/features/auth/RegisterDojangPage';
import { LoginPage } from '../../src/client/features/auth/LoginPage';
import { EventsPage } from '../../src/client/features/beranda/EventsPage';
import { AuthProvider } from '../../src/client/data/auth';

/**
 * The static first paint of /login, /register, /registerdojang and /events (templates in src/client/index.html) must be
 * the pages' own first render, element for element and class for class, or the swap to React moves
 * things (layout shift) or shows a different form for a moment.
 */

const INDEX_HTML = readFileSync(path.resolve('src/client/index.html'), 'utf8');

/** The page's first render (dojang list still loading), inside a router like the app's. */
async function firstRender(page: ComponentType): Promise<string> {
  const root = createRootRoute();
  const here = createRoute({ getParentRoute: () => root, path: '/halaman', component: () => createElement(page) });
  const targets = ['/login', '/register', '/registerdojang', '/resetpassword', '/events'].map((p) =>
    createRoute({ getParentRoute: () => root, path: p }),
  );
  const router = createRouter({
    routeTree: root.addChildren([here, ...targets]),
    history: createMemoryHistory({ initialEntries: ['/halaman'] }),
  });
  await router.load();
  const app = createElement(AuthProvider, null, createElement(RouterProvider, { router }));
  return renderToStaticMarkup(createElement(QueryClientProvider, { client: new QueryClient() }, app));
}

function template(id: string): string {
  const match = new RegExp(`<template id="${id}">([\\s\\S]*?)</template>`).exec(INDEX_HTML);
  return match?.[1] ?? '';
}

/** Line breaks between tags are only for reading; `inert` keeps the static copy from taking input. */
function normalise(html: string): string {
  return html
    .replace(/>\s+</g, '><')
    .replace(/ inert=""| inert(?=[ >])/g, '')
    .trim();
}

/** How the template is laid out in index.html: a break before each block-level tag, nothing else. */
function formatShell(html: string): string {
  return html.replace(/<(?=(div|\/div|section|\/section|header|\/header|form|\/form|p |h1|ul|\/ul|li )[\s>]?)/g, '\n<').trim();
}

describe('static first paint of the guest forms and the events page (spec 000 §2)', () => {
  it.each([
    ['boot-shell-login', LoginPage, '<form'],
    ['boot-shell-register', RegisterCoachPage, '<form'],
    ['boot-shell-registerdojang', RegisterDojangPage, '<form'],
    ['boot-shell-events', EventsPage, 'Daftar Kompetisi'],
  ] as const)("%s is the page's first render", async (id, page, marker) => {
    const react = await firstRender(page as ComponentType);
    expect(react).toContain(marker);
    const shell = template(id);
    if (normalise(shell) !== normalise(react)) {
      console.log(`Expected ${id} (paste into index.html, form with inert):\n${formatShell(react)}`);
    }
    expect(normalise(shell)).toBe(normalise(react));
  });

  it('the static forms take no input until the app has loaded', () => {
    for (const id of ['boot-shell-login', 'boot-shell-register', 'boot-shell-registerdojang']) {
      expect(template(id)).toMatch(/<form [^>]*\binert\b/);
    }
  });

  it('the boot script gives each path its own shell, and a signed-in visitor only the dark page top', () => {
    const boot = /<script>\s*\(function \(\) \{\s*var path[\s\S]*?<\/script>/.exec(INDEX_HTML)?.[0] ?? '';
    const shellFor = (pathname: string, signedIn = false) => {
      const attrs: Record<string, string> = {};
      const fakeDocument = {
        documentElement: { setAttribute: (k: string, v: string) => void (attrs[k] = v) },
        createElement: () => ({ setAttribute: () => undefined }),
        head: { appendChild: () => undefined },
      };
      const storage = { getItem: (k: string) => (signedIn && k === 'auth_token' ? 'token' : null) };
      const code = boot.replace(/^<script>|<\/script>$/g, '');
      new Function('location', 'document', 'localStorage', code)({ pathname }, fakeDocument, storage);
      return attrs['data-boot-shell'];
    };
    expect(shellFor('/register')).toBe('register');
    expect(shellFor('/register/')).toBe('register');
    expect(shellFor('/registerdojang')).toBe('registerdojang');
    expect(shellFor('/register', true)).toBe('guest');
    expect(shellFor('/registerdojang', true)).toBe('guest');
    expect(shellFor('/registerdojang/x')).not.toBe('registerdojang');
    expect(shellFor('/login')).toBe('login');
    expect(shellFor('/login', true)).toBe('guest');
    expect(shellFor('/resetpassword')).toBe('guest');
    expect(shellFor('/events')).toBe('events');
    expect(shellFor('/events', true)).toBe('events');
    expect(shellFor('/tutorial')).toBe('page');
  });
});
