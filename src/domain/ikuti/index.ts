export * from './aturan';
export * from './teks';
export * from './schemas';
