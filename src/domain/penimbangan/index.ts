export * from './vonis';
export * from './percobaan';
export * from './pindah';
export * from './undian';
export * from './schemas';
export * from './types';
export * from './kewajaran';
export * from './batal';
