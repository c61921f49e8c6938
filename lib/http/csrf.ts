/** The double-submit CSRF cookie the browser sends back as X-CSRFToken (the name Django uses). */
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
