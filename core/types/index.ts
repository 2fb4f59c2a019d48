export type * from './config';
export type * from './context';
export type * from './page';
export type * from './plugin';
export type * from './routing';
export type * from './client';
export type * from './markdown';
export type * from './navigation';
