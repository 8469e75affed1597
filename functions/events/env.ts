import { domainEnv } from '@campus/runtime'
import * as z from 'zod'

/** The events Lambda's configuration; CDK sets these on AWS, the local server sets them locally. */
export const eventsEnv = () => domainEnv({ EVENTS_TABLE_NAME: z.string().min(1) })

export type EventsEnv = ReturnType<typeof eventsEnv>
