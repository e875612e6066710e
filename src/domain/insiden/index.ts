export * from './inventaris';
export * from './laporan';
