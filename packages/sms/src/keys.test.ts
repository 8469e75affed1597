import { describe, expect, it } from 'vitest'
import { dayOfReservationMarker, reservationMarker, smsLogIndexKeys, smsLogKey, smsMonthKey } from './keys'

describe('sms keys', () => {
  it('keys a message by batch and recipient, and lists it by day, by day and status, and by sender and day', () => {
    expect(smsLogKey('b1', 'parent:u1')).toEqual({ pk: 'SMS#b1', sk: 'TO#parent:u1' })
    const sortKey = 'AT#001794195000000#b1#parent:u1'
    expect(
      smsLogIndexKeys({
        sDay: '2026-11-10',
        status: 'S',
        senderId: 'u9',
        createdOn: 1794195000000,
        batchId: 'b1',
        recipientKey: 'parent:u1',
      }),
    ).toEqual({
      gsi1pk: 'SMSDAY#2026-11-10',
      gsi1sk: sortKey,
      gsi2pk: 'SMSDAY#2026-11-10#S',
      gsi2sk: sortKey,
      gsi3pk: 'SMSSENDER#u9#2026-11-10',
      gsi3sk: sortKey,
    })
  })

  it("keys a month's counters for the college and for one sender", () => {
    expect(smsMonthKey('2026-11')).toEqual({ pk: 'SMSMONTHS#ALL', sk: 'MONTH#2026-11' })
    expect(smsMonthKey('2026-11', 'u9')).toEqual({ pk: 'SMSMONTHS#SENDER#u9', sk: 'MONTH#2026-11' })
  })

  it('dates a reservation marker by the UTC day it was made', () => {
    const marker = reservationMarker(Date.UTC(2026, 10, 10, 23, 0), 'b1')
    expect(marker).toBe('R#2026-11-10#b1')
    expect(dayOfReservationMarker(marker)).toBe('2026-11-10')
  })
})
