import type mentoring from './mentoring.json'

// Types this feature's strings for tsc; lib/i18n/staff-namespaces.ts finds the files themselves by folder.
declare module '@/lib/i18n/staff-namespaces' {
  interface StaffResources {
    mentoring: typeof mentoring
  }
}
