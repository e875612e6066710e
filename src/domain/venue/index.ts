export * from './hadir';
export * from './ringkas';
export * from './types';
