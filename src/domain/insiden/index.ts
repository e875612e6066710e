export * from './inventaris';
export * from './laporan';
export * from './baris';
