const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an id from a URL or a form can be a row's uuid: anything else is "not found" before PostgreSQL would refuse it. */
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}
