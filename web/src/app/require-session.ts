import { redirect, type LoaderFunctionArgs } from 'react-router'
import { paths } from '@/config/paths'
import { isSignedIn } from '@/lib/session'

/** Route loader for pages behind sign-in: without a session, sign in first and come back here. */
export function requireSession({ request }: LoaderFunctionArgs) {
  if (isSignedIn()) return null
  const url = new URL(request.url)
  return redirect(paths.login.href(url.pathname + url.search))
}
