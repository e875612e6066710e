// Child side of freshProbeProcess (./fresh-probe.ts; not run by hand): probes the URL it is sent until 'stop',
// then sends its figures back and exits.
import { freshProbe, type ProbeOptions } from './fresh-probe';

let probe: ReturnType<typeof freshProbe> | undefined;
process.on('message', (msg: 'stop' | { url: string; opts: ProbeOptions }) => {
  if (msg === 'stop') {
    void probe?.stop().then((r) => process.send?.(r, () => process.exit(0)));
    return;
  }
  probe = freshProbe(msg.url, msg.opts);
});
process.send?.('ready');
