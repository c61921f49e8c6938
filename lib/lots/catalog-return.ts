/** sessionStorage key of the last catalogue URL, so the lot page can lead back to the buyer's filters. */
export const CATALOG_RETURN_KEY = 'catalog-return-url';
