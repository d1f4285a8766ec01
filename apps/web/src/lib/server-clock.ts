/**
 * The server's clock as this device last heard it. A school PC's own clock can be days off (a
 * flat CMOS battery puts it back years); what depends on "now" on screen (the days left to the
 * grading deadline) counts on the server's time instead. Whether a deadline has passed is never
 * decided here: the server answers that.
 */
let offsetMs = 0;

/**
 * Notes the server's time from an answer's Date header (whole seconds), taking the answer to
 * have been made halfway between sending and receiving.
 */
export function noteServerDate(header: string | null, sentAt: number, receivedAt: number): void {
  if (!header) return;
  const server = Date.parse(header);
  if (Number.isNaN(server)) return;
  // the header drops the milliseconds: the server's time lay within [server, server + 1 s)
  offsetMs = server + 500 - (sentAt + receivedAt) / 2;
}

/** Now, on the server's clock (this device's clock until an answer has been heard). */
export function serverNow(): number {
  return Date.now() + offsetMs;
}
