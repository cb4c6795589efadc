/** The community's places (a social-network group, a messenger channel, a video channel), in card order. */
export const communityChannels = [
  { id: 'group', url: 'https://www.facebook.com/groups/leadforms' },
  { id: 'messenger', url: 'https://t.me/leadforms' },
  { id: 'video', url: 'https://www.youtube.com/@leadforms' },
] as const;
export type CommunityChannel = (typeof communityChannels)[number];
