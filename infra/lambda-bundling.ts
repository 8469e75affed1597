/**
 * How every Lambda is bundled, in one place: DomainFunction hands these to CDK's NodejsFunction, and
 * `npm run bench` hands the same values to esbuild, so the bench measures what is deployed.
 */
export const LAMBDA_BUNDLING = {
  format: 'esm',
  target: 'node22',
  mainFields: ['module', 'main'],
  minify: true,
  sourceMap: true,
  /** Maps name files and lines; the sources themselves would only make the bundle bigger. */
  sourcesContent: false,
  /** Bundle the SDK instead of the runtime's copy: one pinned version everywhere, tree-shaken. */
  externalModules: [] as string[],
  /**
   * Lambda's credentials are in the environment: the SDK's default provider chain is swapped for the
   * environment provider alone (packages/runtime/src/lambda-credentials.ts). esbuild resolves an alias's
   * path from the project root, where CDK and the bench run it.
   */
  esbuildArgs: {
    '--alias:@aws-sdk/credential-provider-node': './packages/runtime/src/lambda-credentials.ts',
  } as Record<string, string>,
  /** Some transitive dependencies still call require(); an ESM bundle has to provide it. */
  banner: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
} as const
