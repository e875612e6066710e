export * from './keys';
export * from './read';
