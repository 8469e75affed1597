import { fromEnv } from '@aws-sdk/credential-provider-env'

/**
 * Stands in for `@aws-sdk/credential-provider-node` in Lambda bundles (infra/lambda-bundling.ts). Lambda puts
 * its role's credentials in the environment, so the default chain's other providers (SSO, profiles, web
 * identity, containers, instance metadata) and the STS and SSO clients they bring are never used there; left
 * out, they make every function about 100 KB smaller. Locally and in tests the real chain is used.
 */
export const defaultProvider = (init?: Parameters<typeof fromEnv>[0]) => fromEnv(init)
