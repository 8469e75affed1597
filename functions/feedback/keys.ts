/**
 * Who answered a form, as the answer's key: the register number (case and spaces folded), or for EVENTS forms,
 * which have no student fields, the random id the browser keeps for that form.
 */
export const respondentKey = (respondent: { studentRegNo?: string; submissionId?: string }) =>
  respondent.studentRegNo
    ? `REG#${respondent.studentRegNo.replace(/\s+/g, '').toUpperCase()}`
    : `SUBMISSION#${respondent.submissionId}`
