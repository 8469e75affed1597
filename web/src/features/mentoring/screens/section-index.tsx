import { Navigate } from 'react-router'
import { mentoringPaths } from '../paths'

/** /manageMentor itself opens Manage Mentor (the legacy section's `home`). */
export function Component() {
  return <Navigate replace to={mentoringPaths.home} />
}
