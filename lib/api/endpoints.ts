import type { FeedbackInput } from '@/lib/validation/feedback';
import type { LeadAttribution } from '@/lib/attribution/lead-attribution';
import type { ApiClient, Query } from './client';
import * as s from './schemas';

/** The realty-list filters of docs/api.md (all optional). */
export type RealtyListQuery = {
  queue?: number[];
  building?: number[];
  section?: number[];
  rooms?: number[];
  renovation?: string[];
  status?: string[];
  features?: string[];
  discount?: number[];
  outlook?: string[];
  price_min?: number;
  price_max?: number;
  area_min?: number;
  area_max?: number;
  floor_min?: number;
  floor_max?: number;
  ordering?: string;
  page?: number;
  page_size?: number;
};

/** The callback lead (lib/validation/feedback), plus the bot checks the site's endpoint reads and drops. */
export type FeedbackPayload = FeedbackInput & {
  /** A honeypot that must stay empty. */
  website?: string;
  /** The signed moment the form was opened (lib/callback/form-token.ts). */
  form_token?: string;
};

export type OnlineEntryPayload = { name: string; phone: string; date: string; time: string; is_agreed: boolean };

const seg = (value: string | number) => encodeURIComponent(String(value));

/** One typed function per endpoint of SPEC §7 / docs/api.md. */
export function createApi(client: ApiClient) {
  const get = client.request.bind(client);
  return {
    // Content
    mainPageContent: () => get(s.mainPageSchema, '/api/main_page_content/'),
    projectDocumentation: (queue?: number) => get(s.projectDocumentationSchema, '/api/project_documentation/', { query: { queue } }),
    team: () => get(s.teamSchema, '/api/team/'),
    benefits: () => get(s.benefitsSchema, '/api/benefits/'),
    projectComposition: () => get(s.projectCompositionSchema, '/api/project_composition/'),
    contacts: () => get(s.contactsSchema, '/api/contacts/'),
    contact: (idOrSlug: number | string) => get(s.contactSchema, `/api/contacts/${seg(idOrSlug)}/`),
    location: () => get(s.locationSchema, '/api/location/'),
    commercialPage: () => get(s.commercialPageSchema, '/api/commercial_page/'),
    officesPage: () => get(s.officesPageSchema, '/api/offices_page/'),
    // Plans
    generalPlan: (id: number) => get(s.generalPlanSchema, `/api/general_plans/${seg(id)}/`),
    otherPlan: (buildingId: number) => get(s.buildingPlanSchema, `/api/other_plans/${seg(buildingId)}/`),
    floorPlan: (floorId: number) => get(s.floorPlanSchema, `/api/floor_plans/${seg(floorId)}/`),
    // Realty
    realtyList: (type: string, query: RealtyListQuery = {}) =>
      get(s.realtyListSchema, `/api/realty_list/${seg(type)}/`, { query: query as Query }),
    realtyItem: (idOrVendorCode: number | string) => get(s.lotDetailSchema, `/api/realty_item/${seg(idOrVendorCode)}/`),
    realtySpecs: (type: string) => get(s.realtySpecsSchema, `/api/realty_specs/${seg(type)}/`),
    flatsSimilar: (id: number) => get(s.lotListSchema, `/api/flats_similar/${seg(id)}/`),
    // Progress
    projectDescription: () => get(s.projectDescriptionSchema, '/api/project_description/'),
    constructionProgress: (filter: { year?: number; queue?: number } = {}) =>
      get(s.progressListSchema, '/api/construction_progress/', { query: { year: filter.year, queue: filter.queue } }),
    constructionProgressItem: (id: number) => get(s.progressItemSchema, `/api/construction_progress/${seg(id)}/`),
    // Lists
    wishlist: (ids: readonly number[]) => get(s.lotListSchema, '/api/wishlist/', { query: { ids } }),
    compare: (ids: readonly number[]) => get(s.lotListSchema, '/api/compare/', { query: { ids } }),
    // News
    news: (query: { page?: number; page_size?: number; category?: string; year?: number } = {}) =>
      get(s.newsListSchema, '/api/news/', { query }),
    newsItem: (idOrCode: number | string) => get(s.newsItemSchema, `/api/news/${seg(idOrCode)}/`),
    newsSpecs: () => get(s.newsSpecsSchema, '/api/news_specs/'),
    // Map and other
    mapCategories: () => get(s.mapCategoriesSchema, '/api/map_categories/'),
    mapPoints: (categories: readonly string[] = []) => get(s.mapPointsSchema, '/api/map_points/', { query: { category: categories } }),
    privacyPolicy: () => get(s.privacyPolicySchema, '/api/privacy_policy/'),
    environment: () => get(s.environmentSchema, '/api/environment/'),
    tour: () => get(s.tourSchema, '/api/tour/'),
    queues: () => get(s.queuesSchema, '/api/queues/'),
    // Mortgage and other
    mortgageList: (facets: readonly string[] = []) => get(s.mortgageListSchema, '/api/mortgage_list/', { query: { facet: facets } }),
    mortgageFacets: () => get(s.mortgageFacetsSchema, '/api/mortgage_list/facets/'),
    mortgageSpecs: () => get(s.mortgageSpecsSchema, '/api/mortgage_list/specs/'),
    faq: () => get(s.faqSchema, '/api/faq/'),
    furnishList: () => get(s.furnishListSchema, '/api/furnish/'),
    furnish: (idOrSlug: number | string) => get(s.furnishPackageSchema, `/api/furnish/${seg(idOrSlug)}/`),
    docs: () => get(s.docsSchema, '/api/docs/'),
    headerInfo: async () => (await get(s.headerInfoSchema, '/api/header_info/')).result,
    // Booking (docs/api.md, "Booking"): for one buyer, from the site's booking handlers (lib/booking/site-endpoint.ts)
    requestCode: (phone: string, clientIp: string) => get(s.codeSentSchema, '/api/authorization/', { method: 'POST', body: { phone }, clientIp }),
    checkCode: (phone: string, code: string, requestId: string, clientIp: string) => get(s.buyerSessionSchema, '/api/check_sms/', { method: 'POST', body: { phone, code, request_id: requestId }, clientIp }),
    endSession: (token: string) => get(s.doneSchema, '/api/authorization/', { method: 'DELETE', token }),
    register: (token: string, payload: { name: string; email: string; is_agreed: boolean }) =>
      get(s.registeredSchema, '/api/registration/', { method: 'POST', body: payload, token }),
    bookingTerms: () => get(s.bookingTermsSchema, '/api/booking_terms/'),
    bookingState: (token: string) => get(s.bookingStateSchema, '/api/booking/', { token }),
    book: (token: string, lotId: number, clientIp: string, attribution?: LeadAttribution) =>
      get(s.holdSchema, '/api/booking/', { method: 'POST', body: { lot_id: lotId, ...(attribution ? { attribution } : {}) }, token, clientIp }),
    cancelHold: (token: string, holdId: number) => get(s.doneSchema, `/api/booking/${seg(holdId)}/`, { method: 'DELETE', token }),
    joinWaitlist: (token: string, lotId: number, clientIp: string, attribution?: LeadAttribution) =>
      get(s.waitlistEntrySchema, '/api/booking/waitlist/', { method: 'POST', body: { lot_id: lotId, ...(attribution ? { attribution } : {}) }, token, clientIp }),
    leaveWaitlist: (token: string, entryId: number) => get(s.doneSchema, `/api/booking/waitlist/${seg(entryId)}/`, { method: 'DELETE', token }),
    // Forms
    /** `clientIp` (server side) tells the CMS whose lead it is. */
    sendFeedback: (payload: FeedbackPayload, clientIp?: string) =>
      get(s.formAcceptedSchema, '/api/form/feedback/', { method: 'POST', body: payload, clientIp }),
    sendOnlineEntry: (payload: OnlineEntryPayload) => get(s.formAcceptedSchema, '/api/form/online_entry/', { method: 'POST', body: payload }),
  };
}

export type Api = ReturnType<typeof createApi>;
