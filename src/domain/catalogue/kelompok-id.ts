/**
 * The age groups' ids (KELOMPOK_USIA of the class catalogue), apart from the catalogue so that checking an id in
 * an address does not load the whole catalogue; a domain test keeps the two equal.
 */
export const ID_KELOMPOK_USIA: readonly number[] = [1, 2, 3, 4, 5];
