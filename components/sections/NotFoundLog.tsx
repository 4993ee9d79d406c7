import { useEffect } from 'react';

export type NotFoundLogProps = {
  /** The line logged before the path (SPEC §2: "the attempted path is logged to the console"). */
  message: string;
};

/** The not-found page's one behaviour (an island with no markup): log the path the visitor tried. */
export default function NotFoundLog({ message }: NotFoundLogProps) {
  useEffect(() => {
    // A warning, not an error: the page itself works as intended.
    console.warn(`${message}: ${window.location.pathname}`);
  }, [message]);
  return null;
}
