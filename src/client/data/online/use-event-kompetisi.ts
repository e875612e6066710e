import { statusTampil, type StatusTampil } from '../../../domain/kompetisi/status-tampil';
import { useFeaturedKompetisi } from './kompetisi';

/**
 * The featured competition of the event site with its displayed state (today, WIB). `loading` only
 * while nothing is known yet: a cached answer renders at once.
 */
export function useEventKompetisi() {
  const { data, isLoading, error } = useFeaturedKompetisi();
  const status: StatusTampil | undefined = data ? statusTampil(data) : undefined;
  return { data, status, loading: isLoading && !data, error: data ? null : error };
}
