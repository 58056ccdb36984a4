// How profile values read on the page. Dates and numbers come from the domain's formatter
// (formatCalendarDate, formatMonthYear, formatDecimal), the same on every page.

/** Names of the ids, in the order chosen; ids the taxonomy no longer has are left out. */
export function namesOf(ids: readonly number[], items: readonly { id: number; name: string }[]) {
  const byId = new Map(items.map((item) => [item.id, item.name]));
  return ids.flatMap((id) => {
    const name = byId.get(id);
    return name === undefined ? [] : [name];
  });
}
