import { Skeleton } from '@mantine/core'
import { useLocation } from 'react-router'
import { paths } from '@/config/paths'
import { CollegePageView, type CollegePageKind } from '@/features/college/components/college-page-view'
import { useCollege } from '@/lib/college'

const kinds: Record<string, CollegePageKind> = {
  [paths.contact.pattern]: 'contact',
  [paths.privacy.pattern]: 'privacy',
  [paths.terms.pattern]: 'terms',
}

/** Contact us, privacy policy and terms of service: text each college writes in College settings. */
export function Component() {
  const { pathname } = useLocation()
  const { data: college, error } = useCollege()
  const kind = kinds[pathname] ?? 'contact'
  if (!college && !error) return <Skeleton h={200} />
  return <CollegePageView kind={kind} college={college ?? {}} />
}
