export { myDojangKey, useMyDojang, useDojangById } from './read';
export { saveDojang, useSaveDojang, type SaveDojangInput } from './write';
