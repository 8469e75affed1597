import { Alert, Skeleton } from '@mantine/core'
import type { ReactNode } from 'react'
import { type CurrentUserRecord, useCurrentUser } from '@/lib/current-user'
import { TitledPage } from './titled-page'

interface GateProps {
  /** The screen's heading. */
  title: string
  /** Whether the signed-in user may see the screen. */
  allows: (user: CurrentUserRecord) => boolean
  /** What everyone else reads instead of the screen. */
  refusal: ReactNode
  /** The placeholder's height while the signed-in user loads. */
  skeletonHeight?: number
  /** The screen, for a user `allows` lets in. */
  children: (user: CurrentUserRecord) => ReactNode
}

/** A placeholder while the signed-in user loads, then the screen, or the refusal for those it is not for. */
function Gate({
  title,
  allows,
  refusal,
  skeletonHeight = 300,
  children,
  headedRefusal,
}: GateProps & { headedRefusal: boolean }) {
  const { data: user } = useCurrentUser()
  if (!user) return <Skeleton h={skeletonHeight} />
  if (allows(user)) return children(user)
  const notice = <Alert color="yellow">{refusal}</Alert>
  return headedRefusal ? <TitledPage title={title}>{notice}</TitledPage> : notice
}

/** A screen for some users only that carries its own heading: the gate heads only the refusal. */
export const AccessGate = (props: GateProps) => <Gate {...props} headedRefusal />

/** A page for some users only, under its heading whoever reads it. */
export const GatedPage = (props: GateProps) => (
  <TitledPage title={props.title}>
    <Gate {...props} headedRefusal={false} />
  </TitledPage>
)
