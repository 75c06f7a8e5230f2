/** Whether a `YYYY-MM-DD` string names a day that exists in the calendar (no 2026-02-30). */
export function isCalendarDay(d: string): boolean {
  return !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d);
}
