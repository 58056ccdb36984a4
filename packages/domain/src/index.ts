export * from './enums';
export * from './contracts/common';
export * from './contracts/jobs';
