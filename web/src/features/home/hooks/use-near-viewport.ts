import { useCallback, useEffect, useRef, useState } from 'react';

// A little ahead, so the content is usually drawn as it scrolls into view and not while the first screen draws.
const LOOK_AHEAD = '100px 0px';
// Drawn anyway a few seconds in: a screen reader moving on from the hero must find it in place, and by then
// the first screen has become responsive, so the work no longer delays anyone's first tap.
const AT_THE_LATEST_MS = 6000;

/** True once the element comes near the viewport, the page has settled, or it is asked for; then stays true. */
export function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  // Without IntersectionObserver (old browsers, tests) everything counts as near.
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: LOOK_AHEAD });
    observer.observe(element);
    const timer = setTimeout(() => setNear(true), AT_THE_LATEST_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [near]);

  const bringNear = useCallback(() => setNear(true), []);
  return { ref, near, bringNear };
}
