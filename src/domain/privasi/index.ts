export * from './akses';
export * from './kebijakan';
export * from './kode';
export * from './nik';
export * from './permintaan';
export * from './persetujuan';
