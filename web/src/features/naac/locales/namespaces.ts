import type naac from './naac.json'
import type naacReports from './naacReports.json'

// Types this feature's strings for tsc; lib/i18n/staff-namespaces.ts finds the files themselves by folder.
declare module '@/lib/i18n/staff-namespaces' {
  interface StaffResources {
    naac: typeof naac
    naacReports: typeof naacReports
  }
}
