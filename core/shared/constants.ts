// Environments and platforms as the spec names them.
export const ENVS = ['sandbox', 'prod'] as const;
export type Env = (typeof ENVS)[number];
/** Every env a publishable may declare (its `envs`; default ENVS): the config center also releases to dev. */
export const PUBLISH_ENVS = ['dev', 'sandbox', 'prod'] as const;
export type PublishEnv = (typeof PUBLISH_ENVS)[number];

export const PLATFORMS = { 1: 'Android', 2: 'iOS', 3: 'Mac' } as const;
export type PlatformCode = keyof typeof PLATFORMS;

/** Project domains: the projects page shows one panel per domain that has projects. */
export const DOMAINS = [1, 2, 3, 4] as const;
export type Domain = (typeof DOMAINS)[number];

export const CLIENT_TIMEZONE = 'America/Los_Angeles';
