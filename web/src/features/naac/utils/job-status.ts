/** Where a NAAC job (a report build, a merge, an evidence packet) stands, as the API reports it. */
export type JobStatus = 'PROCESSING' | 'COMPLETED' | 'FAILED'
