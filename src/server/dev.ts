import { spawn, type ChildProcess } from 'node:child_process';

/** `npm run dev`: API server (tsx watch, port 3000) and the vite dev server (5173, proxies /api and /uploads). */
const children: ChildProcess[] = [];

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => {
    if (!stopping) {
      console.log(`${command} ${args.join(' ')} berhenti (${code}); menghentikan semuanya.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
}

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
  Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.on('exit', r))))).then(() => process.exit(code));
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

// In dev the vite server serves the client, so start.ts must not build it first.
run('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/start.ts'], { PORT: '3000', SKIP_CLIENT_BUILD: '1' });
run('npx', ['vite', '--port', '5173', '--strictPort'], { API_PORT: '3000' });
