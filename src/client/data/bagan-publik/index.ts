export * from './keys';
export * from './read';
export * from './waktu';
export * from './publik-read';
