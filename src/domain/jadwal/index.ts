export * from './types';
export * from './eta';
export * from './nomor';
export * from './susun';
export * from './schemas';
export * from './tahap';
export * from './eta-lapangan';
export * from './langkah';
