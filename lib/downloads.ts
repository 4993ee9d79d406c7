/** Where the site's downloadable files live (SPEC §7: static files under /downloads/). */
export const DOWNLOADS_PATH = '/downloads';

/** The ROI spreadsheet (scripts/build-roi-spreadsheet.ts writes it). */
export const ROI_SPREADSHEET_URL = `${DOWNLOADS_PATH}/roi-calculator.xls`;
