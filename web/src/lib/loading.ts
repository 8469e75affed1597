import { useSyncExternalStore } from 'react'

/**
 * Counts HTTP requests in flight, so the indicator stays up until the last one finishes (the legacy client
 * hid it when any one finished).
 */
let inFlight = 0
const listeners = new Set<() => void>()
const notify = () => listeners.forEach((listener) => listener())

export const requestStarted = () => {
  inFlight += 1
  notify()
}

export const requestFinished = () => {
  inFlight = Math.max(0, inFlight - 1)
  notify()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const useIsLoading = () => useSyncExternalStore(subscribe, () => inFlight > 0)
