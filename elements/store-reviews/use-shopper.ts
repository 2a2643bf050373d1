import { useCallback, useEffect, useState } from 'react';

const loadRemote = () => import('../../shared/reviews/remote.ts');

/**
 * Whether this shopper may write a review: asked once per product and token (the review link's
 * token, else the customer session). Any failure counts as not eligible: the block then simply
 * offers no form.
 */
export function useEligibility(productId: string, token: string): boolean {
  const [eligible, setEligible] = useState(false);
  useEffect(() => {
    if (!productId) return undefined;
    const controller = new AbortController();
    loadRemote()
      .then((remote) => remote.fetchEligibility(productId, token, controller.signal))
      .then(
        (answer) => !controller.signal.aborted && setEligible(answer),
        () => undefined,
      );
    return () => controller.abort();
  }, [productId, token]);
  return eligible;
}

/**
 * "Helpful" votes of this shopper: the counts the server answered and the reviews voted for (one
 * vote each: a review the server says was already voted for counts as voted too).
 */
export function useHelpfulVotes(onFailure: () => void) {
  const [votes, setVotes] = useState<Record<string, number | true>>({});
  const vote = useCallback(
    (reviewId: string) => {
      setVotes((v) => ({ ...v, [reviewId]: true }));
      loadRemote()
        .then((remote) => remote.voteHelpful(reviewId))
        .then(
          (helpful) => setVotes((v) => ({ ...v, [reviewId]: helpful })),
          (error: unknown) => {
            // 409: this shopper had already voted, so the vote stands.
            if ((error as { status?: number } | null)?.status === 409) return;
            setVotes((v) => {
              const rest = { ...v };
              delete rest[reviewId];
              return rest;
            });
            onFailure();
          },
        );
    },
    [onFailure],
  );
  return {
    /** True once this shopper voted for the review (or a vote is on its way). */
    voted: (reviewId: string): boolean => reviewId in votes,
    /** The review's count: the server's answer to this shopper's vote, else the listed one. */
    count: (reviewId: string, listed: number): number => (typeof votes[reviewId] === 'number' ? (votes[reviewId] as number) : listed),
    vote,
  };
}
