// The job search's limits, named so the web's forgiving URL parsing keeps within what the API's
// query contract (job-search.ts) accepts.

/** The last page a search may ask for. */
export const SEARCH_MAX_PAGE = 500;
/** Values per list filter (cities, industries, ...). */
export const SEARCH_MAX_FILTER_VALUES = 50;
/** The largest salary bound, in rupiah. */
export const SEARCH_SALARY_MAX = 1_000_000_000;
