/**
 * The demo competition's name carries the year of its match dates, which follow the day the demo was first
 * seeded (five weeks later): a test finds it by its fixed part, whatever today is.
 */
export const NAMA_KOMPETISI_DEMO = /Kejuaraan Taekwondo Sriwijaya Cup \d{4}/;
