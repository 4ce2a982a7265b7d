import { useEffect, useRef } from 'react';

/** Starts an enrolment once per mount: a second start would replace the secret the QR code shows. */
export function useStartOnce(start: () => void): void {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start();
  }, [start]);
}
