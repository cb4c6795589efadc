import { useCallback, useEffect, useRef } from 'react';

/**
 * Keeps the newest messages of a scrolling list in view while the owner is at its bottom (each word of a streamed
 * answer, each message), and leaves the list where it is from the moment they scroll up to read, until they scroll
 * back down or ask again (`followAgain`). The list has a height of its own, so the question box under it with Send
 * and Stop never moves while an answer streams. The chat embed does the same (src/widget/chat/chatView.ts).
 */
export function useFollowNewest<T extends HTMLElement>() {
  const listRef = useRef<T>(null);
  const place = useRef({ following: true, pinnedTop: 0 });
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const atBottom = () => list.scrollHeight - list.clientHeight - list.scrollTop < 8;
    const follow = () => {
      // A scroll above where the list was put is the owner's, even before the browser's scroll event says so (it
      // comes with the next frame; a word of the answer may come first).
      if (list.scrollTop < place.current.pinnedTop - 1 && !atBottom()) place.current.following = false;
      if (!place.current.following) return;
      list.scrollTop = list.scrollHeight;
      place.current.pinnedTop = list.scrollTop;
    };
    const onScroll = () => {
      place.current.following = atBottom();
      if (place.current.following) place.current.pinnedTop = list.scrollTop;
    };
    list.addEventListener('scroll', onScroll);
    const changes = new MutationObserver(follow);
    changes.observe(list, { childList: true, subtree: true, characterData: true });
    const sizes = new ResizeObserver(follow);
    sizes.observe(list);
    return () => {
      list.removeEventListener('scroll', onScroll);
      changes.disconnect();
      sizes.disconnect();
    };
  }, []);
  const followAgain = useCallback(() => {
    place.current = { following: true, pinnedTop: 0 };
  }, []);
  return { listRef, followAgain };
}
