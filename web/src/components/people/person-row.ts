/** Whether a person may sign in: ACTIVE, or DISABLE(d) by an administrator. */
export type AccountStatus = 'ACTIVE' | 'DISABLE'

/**
 * A person as the staff and student lists read them (`GET /api/user`): what every person has. Each list's row
 * adds its own fields.
 */
export interface PersonRow {
  id: string
  name: string
  email: string
  phone?: string
  gender?: string
  accountStatus: AccountStatus
  departmentid: string[]
  departments: { id: string; degreeName: string; departmentName: string }[]
  addressline1?: string
  addressline2?: string
  city?: string
  state?: string
  pin?: string
}

/** What every people list filters and sorts by; each list adds its own filters and sorts. */
export interface PeopleFilters<Sort extends string = string> {
  departmentId?: string
  accountStatus?: AccountStatus
  sort: Sort
  order: 'asc' | 'desc'
}
