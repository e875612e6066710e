import { RotateCcw } from 'lucide-react';
import { LANGKAH_SERI_LABEL, TEKNIK, TEKNIK_INFO, type AturanKyorugi, type KategoriSkor, type PengaturanSkor } from '../../../domain/skor';
import { Angka } from './Angka';
import { KATEGORI_LABEL, PILIHAN_RONDE, aturanKategori, kategoriLain, pilihKategori, ubahAturan } from './aturan-form';

/** One category's rule set: which set it uses and that set's figures. */
export function AturanKategori({
  k,
  draf,
  onUbah,
  onKembalikan,
}: {
  k: KategoriSkor;
  draf: PengaturanSkor;
  onUbah: (p: PengaturanSkor) => void;
  onKembalikan: () => void;
}) {
  const a = aturanKategori(draf, k);
  const judul = `Aturan ${KATEGORI_LABEL[k]}`;
  const ubah = (x: Partial<AturanKyorugi>) => a && onUbah(ubahAturan(draf, a.kode, x));
  const bersama = kategoriLain(draf, k);
  return (
    <section aria-label={judul} className="space-y-4 rounded-box bg-base-100 p-4 shadow ring-1 ring-base-300">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-black">{judul}</h2>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onKembalikan}>
          <RotateCcw className="size-4" aria-hidden="true" />
          Kembalikan bawaan
        </button>
      </div>
      <label className="flex flex-col gap-1 text-sm font-semibold">
        Set aturan
        <select className="select w-full" value={draf[k]} onChange={(e) => onUbah(pilihKategori(draf, k, e.target.value))}>
          {draf.aturan.map((x) => (
            <option key={x.kode} value={x.kode}>
              {x.nama} (v{x.versi})
            </option>
          ))}
        </select>
      </label>
      {bersama.length > 0 && (
        <p className="text-xs text-base-content/70">
          Set ini juga dipakai kategori {bersama.map((x) => KATEGORI_LABEL[x]).join(', ')}: perubahan berlaku untuk keduanya.
        </p>
      )}
      {a && (
        <>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <label className="col-span-2 flex flex-col gap-1 text-sm font-semibold sm:col-span-1">
              Jumlah ronde
              <select
                className="select w-full"
                value={a.menang_ronde}
                onChange={(e) => {
                  const m = Number(e.target.value);
                  ubah({ menang_ronde: m, ronde_jumlah: 2 * m - 1 });
                }}
              >
                {PILIHAN_RONDE.map((r) => (
                  <option key={r.menang} value={r.menang}>
                    {r.label}
                  </option>
                ))}
              </select>
            </label>
            <Angka label="Lama ronde" satuan="detik" nilai={a.ronde_detik} onUbah={(n) => ubah({ ronde_detik: n ?? 0 })} />
            <Angka label="Istirahat" satuan="detik" nilai={a.istirahat_detik} onUbah={(n) => ubah({ istirahat_detik: n ?? 0 })} />
            <Angka label="Kye-shi" satuan="detik" nilai={a.kye_shi_detik} onUbah={(n) => ubah({ kye_shi_detik: n ?? 0 })} />
          </div>
          <fieldset className="space-y-2">
            <legend className="text-sm font-black">Poin per teknik</legend>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
              {TEKNIK.map((t) => (
                <Angka
                  key={t}
                  label={TEKNIK_INFO[t].label}
                  nilai={a.poin_teknik[t]}
                  onUbah={(n) => ubah({ poin_teknik: { ...a.poin_teknik, [t]: n ?? 0 } })}
                />
              ))}
            </div>
          </fieldset>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <Angka label="Poin gam-jeom untuk lawan" nilai={a.poin_gam_jeom} onUbah={(n) => ubah({ poin_gam_jeom: n ?? 0 })} />
            <Angka
              label="Selisih PTG"
              satuan="poin"
              kosong
              nilai={a.selisih_ptg}
              onUbah={(n) => ubah({ selisih_ptg: n, keputusan: n === null ? a.keputusan : [...new Set([...a.keputusan, 'PTG' as const])] })}
            />
            <Angka
              label="Batas gam-jeom per ronde"
              kosong
              nilai={a.batas_gam_jeom}
              onUbah={(n) =>
                ubah({ batas_gam_jeom: n, keputusan: n === null ? a.keputusan : [...new Set([...a.keputusan, 'PUN' as const])] })
              }
            />
          </div>
          <fieldset className="space-y-2">
            <legend className="text-sm font-black">Skor digital (HP juri)</legend>
            <label className="label cursor-pointer justify-start gap-2 text-sm">
              <input
                type="checkbox"
                className="toggle toggle-primary"
                checked={a.skor_digital !== null}
                onChange={(e) => ubah({ skor_digital: e.target.checked ? { juri: 3, jendela_ms: 1000 } : null })}
              />
              Pakai skor dari HP juri
            </label>
            {a.skor_digital && (
              <div className="grid grid-cols-2 gap-3">
                <label className="flex flex-col gap-1 text-sm font-semibold">
                  Jumlah juri
                  <select
                    className="select w-full"
                    value={a.skor_digital.juri}
                    onChange={(e) => ubah({ skor_digital: { ...a.skor_digital!, juri: Number(e.target.value) === 4 ? 4 : 3 } })}
                  >
                    <option value={3}>3 juri</option>
                    <option value={4}>4 juri</option>
                  </select>
                </label>
                <Angka
                  label="Jendela tekan"
                  satuan="ms"
                  nilai={a.skor_digital.jendela_ms}
                  onUbah={(n) => ubah({ skor_digital: { ...a.skor_digital!, jendela_ms: n ?? 0 } })}
                />
              </div>
            )}
          </fieldset>
          <div className="space-y-1 text-sm">
            <p className="font-black">Urutan penentuan ronde seri</p>
            <ol className="list-decimal space-y-0.5 pl-5 text-base-content/80">
              {a.urutan_seri.map((l) => (
                <li key={l}>{LANGKAH_SERI_LABEL[l]}</li>
              ))}
            </ol>
          </div>
        </>
      )}
    </section>
  );
}
