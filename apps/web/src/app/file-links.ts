import { FILE_LINK_MIN_LIFETIME_MS } from '@genie/contracts';

/**
 * A reply that carries a request's files (floor plans, note images) holds signed links that end after
 * a few hours: while such a page stays open it is read again at this interval, so the links it shows
 * are always live (a remount or a return to the tab re-reads it anyway once 30 s stale).
 */
export const FILE_LINK_REFRESH_MS = FILE_LINK_MIN_LIFETIME_MS / 2;
