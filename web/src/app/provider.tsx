import { createTheme, type CSSVariablesResolver, MantineProvider } from '@mantine/core'
import type { TFunction } from 'i18next'
import { type ReactNode, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { SWRConfig } from 'swr'
import { ApiError } from '@/lib/api-error'

/** The theme, with the names of Mantine's icon buttons in the reader's language. */
const themeIn = (t: TFunction<'common'>) =>
  createTheme({
    primaryColor: 'blue',
    // Shade 8 keeps links and filled buttons at WCAG AA contrast (4.5:1) on white; Mantine's default 6 is 3.5:1.
    primaryShade: 8,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
    defaultRadius: 'md',
    // Close buttons are icons: give them names for screen readers. Plain objects rather than Modal.extend(), so
    // /login does not load the components just to configure them.
    components: {
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': t('close') } } },
      Drawer: { defaultProps: { closeButtonProps: { 'aria-label': t('close') } } },
      Notification: { defaultProps: { closeButtonProps: { 'aria-label': t('closeNotice') } } },
      PasswordInput: {
        defaultProps: { visibilityToggleButtonProps: { 'aria-label': t('togglePasswordVisibility') } },
      },
    },
  })

// Dimmed text and field errors one shade or two darker than Mantine's defaults, for the same contrast reason.
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {},
})

/** Theme and data-fetching defaults for the whole app. */
export function AppProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common')
  const theme = useMemo(() => themeIn(t), [t])
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <SWRConfig
        value={{
          revalidateOnFocus: false,
          // A 4xx will not change by asking again (SWR's error-handling guide).
          onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
            if (error instanceof ApiError && error.status >= 400 && error.status < 500) return
            if (retryCount >= 3) return
            setTimeout(() => void revalidate({ retryCount }), 2000 * 2 ** retryCount)
          },
        }}
      >
        {children}
      </SWRConfig>
    </MantineProvider>
  )
}
