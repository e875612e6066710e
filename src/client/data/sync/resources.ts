import { atletResource } from '../atlet/resource';
import { baganResource } from '../bagan/resource';
import { buktiResource, pesertaResource } from '../kompetisi/resource';
import { partaiResource } from '../lapangan/resource';
import { timbangResource } from '../penimbangan/resource';
import { skorResource } from '../skor/resource';
import { dojangResource, pelatihResource } from '../profil/resource';
import { createRegistry } from './resource';

/**
 * The app's offline resources. A new one is its declaration (a key codec and what the sync machinery
 * should do with its answers, see OfflineResource) added here, plus its domain functions (reads, writes).
 */
export const registry = createRegistry();

registry.register(atletResource);
registry.register(pesertaResource);
registry.register(buktiResource);
registry.register(baganResource);
registry.register(dojangResource);
registry.register(pelatihResource);
registry.register(timbangResource);
registry.register(partaiResource);
registry.register(skorResource);

export const registerResource = registry.register;
