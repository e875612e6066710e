export * from './enums';
export * from './akun';
export * from './dojang';
export * from './atlet';
export * from './kompetisi';
export * from './peserta';
export * from './bagan';
export * from './system';
