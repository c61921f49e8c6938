export function headStylesheets(html: string): string[];
export function stylesheetLinkHeader(stylesheets: string[]): string | null;
