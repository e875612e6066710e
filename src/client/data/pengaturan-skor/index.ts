export { usePengaturanSkor, bacaPengaturanSkor, pengaturanSkorQueryKey } from './read';
export { simpanPengaturanSkor } from './write';
