/** The contact detail of the sales office (SPEC §3). */
export const SALES_OFFICE_SLUG = 'ofis-prodazh';
