import { useTranslation } from 'react-i18next'
import { ApiError } from '@/lib/api-error'

/** A screen's own text for the error codes it knows, each given the error (for its status or details). */
export type KnownErrors = Partial<Record<string, (error: ApiError) => string>>

/**
 * Says why a call failed in the reader's language. The server writes its messages in English, so a screen
 * names the codes it expects (`known`); a lost connection or a server failure reads the same everywhere; any
 * other code shows the server's own words.
 */
export function useErrorText() {
  const { t } = useTranslation('common')
  return (error: Error | undefined, known: KnownErrors = {}): string | undefined => {
    if (!error) return undefined
    if (!(error instanceof ApiError)) return error.message
    const own = known[error.code]
    if (own) return own(error)
    if (error.code === 'NETWORK_ERROR') return t('errors.network')
    if (error.code === 'HTTP_ERROR') return t('errors.http', { status: error.status })
    if (error.code === 'INTERNAL_ERROR') return t('errors.internal')
    return error.message
  }
}
