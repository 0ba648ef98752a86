export * from './common';
export * from './system';
export * from './games';
export * from './content';
export * from './session';
export * from './wallet';
export * from './transfer';
export * from './withdraw';
