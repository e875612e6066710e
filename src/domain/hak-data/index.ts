export * from './api';
export * from './batas';
export * from './hapus';
export * from './kode';
