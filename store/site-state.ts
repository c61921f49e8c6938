import type { Camera, Contact, HeaderInfo, ProjectDocument, Queue } from '@/lib/api/schemas';
import type { CompareItem, FavoriteItem } from '@/lib/lists/list-cookies';

/** The shared state of SPEC §3 ("Shared state") plus the modal and camera list the header needs. */
/** `booking`: the online booking panel for a lot: a hold of a free one, a waitlist place for a booked one. */
export type BookingModal = { kind: 'booking'; lotId: number; lotType: string; lotTitle: string; mode: 'hold' | 'waitlist'; terms?: BookingOffer };
/** What the booking panel says before asking for the phone: the lot's price and how long a hold lasts (null: not known). */
export type BookingOffer = { price: number | null; holdHours: number | null };
export type ModalState = { kind: 'callback'; formId: string } | { kind: 'camera'; cameraId: number } | BookingModal | null;

export type SiteData = {
  queues: Queue[];
  contacts: Contact[];
  documentation: ProjectDocument[];
  headerInfo: HeaderInfo | null;
  cameras: Camera[];
  favorites: FavoriteItem[];
  compare: CompareItem[];
  domainUrl: string;
  /** The queue the visitor chose this visit (its cookie), or null: then the first one is shown. */
  chosenQueueId: number | null;
};

export type SiteState = Omit<SiteData, 'chosenQueueId'> & {
  chosenQueue: Queue | null;
  /** True once the visitor chose a queue (this visit): the catalogue links then carry it. */
  isQueueChosenByVisitor: boolean;
  /** True once the visitor's cookies are in the store (components/layout/visitor/VisitorState). */
  isVisitorReady: boolean;
  isOpenMenu: boolean;
  modal: ModalState;
  isContentLoaded: boolean;
  isPreloaderVisible: boolean;
  isPageTransitioning: boolean;
  newsPage: number;
  /** The filters of the news list page the visitor is on ('' for none), kept with the page. */
  newsFilter: string;
  newsId: string;
};

export type SiteActions = {
  setQueues(queues: Queue[]): void;
  chooseQueue(id: number): void;
  toggleMenu(): void;
  openMenu(): void;
  /** Closing the menu also closes the modal (SPEC §4). */
  closeMenu(): void;
  openModal(modal: Exclude<ModalState, null>): void;
  closeModal(): void;
  hidePreloader(): void;
  /** Marks content loaded; only the first call has an effect. */
  markContentLoaded(): void;
  startPageTransition(): void;
  /** Entering a page: clears the transition flag and closes the menu. */
  enterPage(from: string | null, to: string): void;
  setNewsPage(page: number, filter?: string): void;
  setNewsId(id: string): void;
  setFavorites(items: FavoriteItem[]): void;
  setCompare(items: CompareItem[]): void;
};

export type SiteStore = SiteState & SiteActions;

const NEWS_ROUTE = /^\/news(\/|$)/;

/** Between the news list and a news detail the page (with its filters) and id are kept; any other change resets them. */
export function newsStateAfterRouteChange(from: string | null, to: string, state: Pick<SiteState, 'newsPage' | 'newsFilter' | 'newsId'>) {
  if (from !== null && NEWS_ROUTE.test(from) && NEWS_ROUTE.test(to)) return { newsPage: state.newsPage, newsFilter: state.newsFilter, newsId: state.newsId };
  return { newsPage: 1, newsFilter: '', newsId: '' };
}

/** After queues load, the first one is chosen (SPEC §4) unless a still-existing one is already chosen. */
export function chosenQueueAfterLoad(queues: Queue[], current: Queue | null): Queue | null {
  if (current && queues.some((queue) => queue.id === current.id)) return current;
  return queues[0] ?? null;
}

/** A queue whose name contains '1' counts as the first queue (SPEC §3). */
export function isFirstQueue(queue: Queue): boolean {
  return queue.name.includes('1');
}
