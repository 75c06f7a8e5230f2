const timestampPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})([+-])(\d{2}):(\d{2})$/;

/**
 * Problems with the form of an X-TIMESTAMP value (ISO-8601 with seconds and offset, 25 characters,
 * a real date and time), whatever the clock says; with the moment it names when there are none.
 */
function timestampForm(timestamp: string): { problems: string[]; date: Date | null } {
  const bad = (problem: string) => ({ problems: [problem], date: null });
  if (!timestamp) return bad("Enter the X-TIMESTAMP you send, for example 2025-03-14T10:15:30+07:00.");
  if (timestamp !== timestamp.trim()) return bad("The timestamp has spaces around it: sign and send it without them.");
  const m = timestampPattern.exec(timestamp);
  if (!m) {
    if (/Z$/i.test(timestamp)) return bad("Use an offset such as +07:00 instead of Z: 2025-03-14T10:15:30+07:00.");
    if (/\.\d+/.test(timestamp)) return bad("Leave out the milliseconds: 2025-03-14T10:15:30+07:00.");
    if (/^\d{4}-\d{2}-\d{2} \d/.test(timestamp))
      return bad("Separate the date and the time with T, not a space: 2025-03-14T10:15:30+07:00.");
    if (/T\d{2}:\d{2}:\d{2}$/.test(timestamp)) return bad("Add the offset: 2025-03-14T10:15:30+07:00.");
    return bad("X-TIMESTAMP must be ISO-8601 with seconds and offset, 25 characters: 2025-03-14T10:15:30+07:00.");
  }
  const [, y, mo, d, h, mi, s, sign, oh, om] = m;
  if (
    +mo < 1 ||
    +mo > 12 ||
    +d < 1 ||
    +d > 31 ||
    +h > 23 ||
    +mi > 59 ||
    +s > 59 ||
    new Date(Date.UTC(+y, +mo - 1, +d)).getUTCDate() !== +d
  ) {
    return bad("This is not a real date and time.");
  }
  const utc = Date.UTC(+y, +mo - 1, +d, +h, +mi, +s) - (sign === "+" ? 1 : -1) * (+oh * 60 + +om) * 60_000;
  return { problems: [], date: new Date(utc) };
}

/** Problems with the form of an X-TIMESTAMP value, without comparing it to the clock. */
export const timestampFormatProblems = (timestamp: string): string[] => timestampForm(timestamp).problems;

/** Problems with an X-TIMESTAMP value: its form, then whether it is within 5 minutes of `now`. */
export function timestampProblems(timestamp: string, now: Date = new Date()): string[] {
  const { problems, date } = timestampForm(timestamp);
  if (!date) return problems;
  if (Math.abs(date.getTime() - now.getTime()) > 5 * 60_000) {
    return [
      "This timestamp is more than 5 minutes away from now: fine for checking values, but a request sent with it now is rejected.",
    ];
  }
  return [];
}

/** Problems with an X-EXTERNAL-ID value: a numeric string of 1 to 36 digits. */
export function externalIdProblems(externalId: string): string[] {
  if (/^\d{1,36}$/.test(externalId)) return [];
  return [
    /^\d+$/.test(externalId)
      ? `X-EXTERNAL-ID is ${externalId.length} digits long; the maximum is 36.`
      : "X-EXTERNAL-ID must be digits only (a numeric string of at most 36), such as 20250314101530000187.",
  ];
}

/** Problems with a relative path as the string to sign needs it. */
export function pathProblems(path: string, method: string): string[] {
  if (!path) return ["Enter the relative path, for example /v1.0/debit/payment-host-to-host."];
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(path))
    return ["Sign the path only, without scheme and host: for example /v1.0/debit/payment-host-to-host."];
  const problems: string[] = [];
  if (!path.startsWith("/")) problems.push("The relative path starts with /.");
  if (/\s/.test(path))
    problems.push("The path contains spaces or line breaks: sign it exactly as sent, percent-encoded.");
  const [pathname, query] = path.split("?");
  if (pathname.length > 1 && pathname.endsWith("/"))
    problems.push("Remove the trailing slash: sign the path exactly as the API page gives it.");
  if (query !== undefined && method.toUpperCase() !== "GET")
    problems.push("Only a GET carries a query string in its path.");
  return problems;
}

/** X-TIMESTAMP for a moment, in GMT+7 (`2025-03-14T10:15:30+07:00`). */
export function timestampGmt7(date: Date = new Date()): string {
  return new Date(date.getTime() + 7 * 3_600_000).toISOString().slice(0, 19) + "+07:00";
}
