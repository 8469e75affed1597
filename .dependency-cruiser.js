// @ts-check

/**
 * The import graph's rules. tests/architecture runs them with dependency-cruiser's API (so `npm test` does),
 * adding web's path aliases from web/tsconfig.json, which this file cannot express (see cruise.ts there).
 * @type {import('dependency-cruiser').IConfiguration}
 */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A module that imports itself through others loads half-initialised in one of the two orders; ' +
        'move the shared piece to where both can import it, one direction only.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: ['(^|/)node_modules/'] },
    exclude: { path: ['(^|/)node_modules/', '(^|/)\\.tsbuild/', '(^|/)dist/', '(^|/)cdk\\.out/'] },
    // `import type` counts too: a circle of types still ties the two modules into one unit to understand.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      // @campus/* resolve through node_modules' workspace symlinks to packages/*/src by package.json exports.
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
}
