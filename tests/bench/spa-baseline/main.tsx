// The baseline of the SPA budget (docs/architecture.md section 8): web/src/main.tsx's shape (StrictMode, SWRConfig,
// a browser router whose /login route loads lazily) with none of the portal's code and no Mantine, so the
// ratio shows what the portal adds to what any React + react-router + SWR app ships anyway.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { SWRConfig } from 'swr'

// Lazy like the portal's /login, so the route is a chunk of its own and the bench measures both the same way.
const router = createBrowserRouter([{ path: '/login', lazy: () => import('./login') }])

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

createRoot(root).render(
  <StrictMode>
    <SWRConfig value={{ revalidateOnFocus: false }}>
      <RouterProvider router={router} />
    </SWRConfig>
  </StrictMode>,
)
