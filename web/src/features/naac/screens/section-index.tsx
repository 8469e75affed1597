import { Navigate } from 'react-router'
import { naacPaths } from '../paths'

/** /naac itself opens the home screen (legacy-client 3.0: `/naac` → `/naac/home`). */
export function Component() {
  return <Navigate replace to={naacPaths.home} />
}
