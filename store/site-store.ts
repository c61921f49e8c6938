import { createStore } from 'zustand/vanilla';
import { chosenQueueAfterLoad, newsStateAfterRouteChange, type SiteData, type SiteStore } from './site-state';

export type SiteStoreApi = ReturnType<typeof createSiteStore>;

/** A new store per request (and per browser tab), initialised from the root layout's data. */
export function createSiteStore({ chosenQueueId, ...data }: SiteData) {
  const visitorQueue = data.queues.find((queue) => queue.id === chosenQueueId) ?? null;
  return createStore<SiteStore>()((set, get) => ({
    ...data,
    chosenQueue: chosenQueueAfterLoad(data.queues, visitorQueue),
    isQueueChosenByVisitor: visitorQueue !== null,
    isVisitorReady: false,
    isOpenMenu: false,
    modal: null,
    isContentLoaded: false,
    isPreloaderVisible: true,
    isPageTransitioning: false,
    newsPage: 1,
    newsFilter: '',
    newsId: '',

    setQueues: (queues) => set({ queues, chosenQueue: chosenQueueAfterLoad(queues, get().chosenQueue) }),
    chooseQueue: (id) => {
      const queue = get().queues.find((q) => q.id === id);
      if (queue) set({ chosenQueue: queue, isQueueChosenByVisitor: true });
    },
    toggleMenu: () => (get().isOpenMenu ? get().closeMenu() : get().openMenu()),
    openMenu: () => set({ isOpenMenu: true }),
    closeMenu: () => set({ isOpenMenu: false, modal: null }),
    openModal: (modal) => set({ modal }),
    closeModal: () => set({ modal: null }),
    hidePreloader: () => set({ isPreloaderVisible: false }),
    markContentLoaded: () => {
      if (!get().isContentLoaded) set({ isContentLoaded: true });
    },
    startPageTransition: () => set({ isPageTransitioning: true }),
    enterPage: (from, to) =>
      set((state) => ({
        isPageTransitioning: false,
        isOpenMenu: false,
        modal: state.isOpenMenu ? null : state.modal,
        ...newsStateAfterRouteChange(from, to, state),
      })),
    setNewsPage: (newsPage, newsFilter = '') => set({ newsPage, newsFilter }),
    setNewsId: (newsId) => set({ newsId }),
    setFavorites: (favorites) => set({ favorites }),
    setCompare: (compare) => set({ compare }),
  }));
}
