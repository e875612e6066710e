import { ikutiPelatihJawabanSchema, type IkutiPelatihKirim } from '../../../domain/ikuti/schemas';
import { request, requestData } from '../api';

/** 'Ikuti atlet' of the coach: straight to the server (a setting, nothing queued). */

export const bacaIkutiPelatih = () => requestData('/ikuti/pelatih', ikutiPelatihJawabanSchema);

export const simpanIkutiPelatih = (json: IkutiPelatihKirim) =>
  request('/ikuti/pelatih', { method: 'PUT', json, headers: { 'Idempotency-Key': crypto.randomUUID() } });
