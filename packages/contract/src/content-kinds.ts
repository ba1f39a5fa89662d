/** The long documents of the public site (zod-free: the web's site map reads it). */
export const SITE_DOCUMENTS = ['carriage', 'privacy-policy', 'terms-and-conditions'] as const;
export type SiteDocumentId = (typeof SITE_DOCUMENTS)[number];

export const PICKUP_POINT_TYPES = ['branch', 'partner', 'locker'] as const;
export type PickupPointType = (typeof PICKUP_POINT_TYPES)[number];

/** What a message from the contact page is about (customer support sorts by it). */
export const CONTACT_TOPICS = ['parcel', 'payment', 'buy_for_me', 'customs', 'partnership', 'other'] as const;
