export { ikutiLive, livePath, perubahanSchema, POLL_MS, SEMUA, type KeadaanLive, type Perubahan } from './live';
export { perluBacaUlang, untukLapangan, useLive } from './use-live';
export { satuPerSatu } from './satu-per-satu';
