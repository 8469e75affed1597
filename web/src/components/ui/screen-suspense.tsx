import { Center, Loader } from '@mantine/core'
import { type ReactNode, Suspense } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * Holds a screen while it suspends, the first time its strings load (lib/i18n), with a spinner where the screen
 * goes and the layout around it kept.
 */
export function ScreenSuspense({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common')
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader aria-label={t('header.loading')} />
        </Center>
      }
    >
      {children}
    </Suspense>
  )
}
