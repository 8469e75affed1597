import '@mantine/core/styles.css'
import { StrictMode, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { AppProvider } from './app/provider'
import { router } from './app/router'
import { paths } from './config/paths'
import { setSignedOutHandler } from './lib/api-client'
import { i18nReady } from './lib/i18n'

// A 401 from any call means the session is over: back to sign-in, then back here.
setSignedOutHandler(() => {
  const here = location.pathname + location.search
  if (location.pathname !== paths.login.pattern)
    void router.navigate(paths.login.href(here), { replace: true })
})

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

// The reader's language decides the first screen's words: render once its strings are in (at once for English).
void i18nReady.finally(() =>
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        {/* The layouts hold their screens while strings load (ScreenSuspense); this holds anything else. */}
        <Suspense>
          <RouterProvider router={router} />
        </Suspense>
      </AppProvider>
    </StrictMode>,
  ),
)
