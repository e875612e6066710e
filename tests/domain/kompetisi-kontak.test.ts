import { describe, expect, it } from 'vitest';
import {
  adaKontak,
  nomorWhatsApp,
  rekeningKompetisi,
  tampilanWhatsApp,
  tautanEmail,
  tautanWhatsApp,
} from '../../src/domain/kompetisi/kontak';

describe('committee contact of a competition', () => {
  it.each([
    ['0812-7788-4501', '6281277884501'],
    ['+62 812 7788 4501', '6281277884501'],
    ['6281277884501', '6281277884501'],
    ['(0711) 354210', '62711354210'],
    ['+65 9123 4567', '6591234567'],
  ])('%s dials as %s', (nomor, digits) => {
    expect(nomorWhatsApp(nomor)).toBe(digits);
    expect(tautanWhatsApp(nomor)).toBe(`https://wa.me/${digits}`);
  });

  it.each([[''], [null], ['0812'], ['hubungi panitia'], ['812-7788-4501'], ['0812-7788-4501-2233-44']])('%s is not dialable', (nomor) => {
    expect(tautanWhatsApp(nomor)).toBeNull();
  });

  it('shown in one international form; an undialable text shown as written', () => {
    expect(tampilanWhatsApp('081277884501')).toBe('+62 812-7788-4501');
    expect(tampilanWhatsApp('0812-0000-0000')).toBe('+62 812-0000-0000');
    expect(tampilanWhatsApp('+65 9123 4567')).toBe('+6591234567');
    expect(tampilanWhatsApp(' lihat website ')).toBe('lihat website');
    expect(tampilanWhatsApp('')).toBeNull();
  });

  it('email as mailto only when it is an address', () => {
    expect(tautanEmail(' panitia@sriwijayacup.id ')).toBe('mailto:panitia@sriwijayacup.id');
    expect(tautanEmail('panitia')).toBeNull();
    expect(tautanEmail(null)).toBeNull();
  });

  it('the transfer account only when bank, number and holder are all there', () => {
    const full = { bank_nama: 'Bank Sumsel Babel', bank_nomor_rekening: ' 150-30-12345 ', bank_atas_nama: 'Panitia' };
    expect(rekeningKompetisi(full)).toEqual({ bank: 'Bank Sumsel Babel', nomor: '150-30-12345', atasNama: 'Panitia' });
    expect(rekeningKompetisi({ ...full, bank_atas_nama: ' ' })).toBeNull();
    expect(rekeningKompetisi(undefined)).toBeNull();
  });

  it('any contact field counts as a contact', () => {
    expect(adaKontak({ kontak_email: 'a@b.id' })).toBe(true);
    expect(adaKontak({ kontak_nama: ' ', kontak_whatsapp: null })).toBe(false);
    expect(adaKontak(null)).toBe(false);
  });
});
