import packageJson from '../../package.json';

/** Sent to the API as x-client-app / x-client-version so it can tell clients apart. */
export const CLIENT_APP = 'jenjang-talent-web';
export const CLIENT_VERSION: string = packageJson.version;
