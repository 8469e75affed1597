import { notifications } from '@mantine/notifications'

type Tone = 'success' | 'error' | 'info' | 'warning'
const colors: Record<Tone, string> = { success: 'teal', error: 'red', info: 'blue', warning: 'yellow' }

/**
 * A toast: top-center, gone after one second (spec section 2). The id is the tone and text, so the same
 * message is never shown twice at once (Mantine ignores a show() whose id is already on screen).
 */
export function notify(tone: Tone, message: string) {
  notifications.show({ id: `${tone}:${message}`, message, color: colors[tone], autoClose: 1000 })
}
