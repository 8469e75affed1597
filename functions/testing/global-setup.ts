import { startIntegrationEmulators } from '@campus/testing/global-setup'
import type { TestProject } from 'vitest/node'
import { tableDefinitions } from '../manifests'

/** The integration tests' emulators, with every table the domains' manifests define. */
export default (project: TestProject) => startIntegrationEmulators(project, [...tableDefinitions()])
