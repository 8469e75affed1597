import { periodOn, type DepartmentGroups, type MenteeRecord, type RollStudent } from '@campus/db'

/**
 * NAAC metric 2.3.3, the ratio of students to mentors, on one date: a student counts as mentored when one of
 * their mentorship periods (current or ended) covers the date, and a mentor is a staff member with at least
 * one student mentored on it. Pure: the service reads, this counts.
 */

/** A student with the mentorship that covers the date. */
export interface MentoredStudent extends RollStudent {
  staffId: string
  staffName: string
  startDate?: number
  endDate?: number
}

/** The figures of a department or of the college. */
export interface RatioFigures {
  students: number
  mentors: number
  mentoredStudents: number
  /** students / mentors to one decimal; null when nobody mentors. */
  ratio: number | null
  /** `n:1`, or `-` when nobody mentors. */
  ratioText: string
}

export interface DepartmentRatio extends RatioFigures {
  departmentId: string
  departmentName: string
  mentored: MentoredStudent[]
  unmentored: RollStudent[]
}

export interface MentorRatio {
  date: number
  college: RatioFigures
  departments: DepartmentRatio[]
}

/** What the service read of one department: its name, its students, and who was ever mentored in it. */
export interface DepartmentRoll {
  department: Pick<DepartmentGroups, 'id' | 'name'>
  students: readonly RollStudent[]
}

export function figuresOf(students: number, mentors: number, mentoredStudents: number): RatioFigures {
  const ratio = mentors ? Math.round((students / mentors) * 10) / 10 : null
  return { students, mentors, mentoredStudents, ratio, ratioText: ratio === null ? '-' : `${ratio}:1` }
}

/**
 * The ratio on `date` of each department and of them together (the college: its students and its distinct
 * mentors, so a staff member mentoring in two departments counts once). `records` are the students' mentorship
 * records by student id.
 */
export function mentorRatioOn(
  date: number,
  rolls: readonly DepartmentRoll[],
  records: ReadonlyMap<string, MenteeRecord>,
): MentorRatio {
  const collegeStudents = new Set<string>()
  const collegeMentored = new Set<string>()
  const collegeMentors = new Set<string>()
  const departments = rolls.map(({ department, students }): DepartmentRatio => {
    const mentored: MentoredStudent[] = []
    const unmentored: RollStudent[] = []
    for (const student of students) {
      collegeStudents.add(student.id)
      const record = records.get(student.id)
      const period = record && periodOn(record, date)
      if (!period) {
        unmentored.push(student)
        continue
      }
      collegeMentored.add(student.id)
      mentored.push({
        ...student,
        staffId: period.staffId,
        staffName: period.staffName ?? period.staffId,
        ...(period.startDate !== undefined ? { startDate: period.startDate } : {}),
        ...(period.endDate !== undefined ? { endDate: period.endDate } : {}),
      })
    }
    const mentors = new Set(mentored.map((student) => student.staffId))
    for (const staffId of mentors) collegeMentors.add(staffId)
    return {
      departmentId: department.id,
      departmentName: department.name,
      ...figuresOf(students.length, mentors.size, mentored.length),
      mentored,
      unmentored,
    }
  })
  return {
    date,
    college: figuresOf(collegeStudents.size, collegeMentors.size, collegeMentored.size),
    departments,
  }
}
