/**
 * SMS for every domain (ADR 0026): the text rules (also at `@campus/sms/text`, browser-safe), the `sms`
 * table's keys, the quota, and the queued, exactly-once dispatch a domain that sends SMS calls. A domain that
 * dispatches declares `tables: { sms: 'readwrite' }` and `sendsTo: ['sms-send']`; the sms domain consumes the
 * queue and serves the log.
 */
export * from './text'
export * from './days'
export * from './keys'
export * from './message'
export * from './quota'
export * from './dispatch'
