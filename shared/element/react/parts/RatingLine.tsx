/** What a rating line shows: its class names and its texts, already formatted and translated. */
export interface RatingLineProps {
  /** Class of the line (a `<p>`). */
  className: string;
  /** Class of the star row. */
  starsClassName: string;
  /** Class that hides a text from sight but not from screen readers. */
  visuallyHiddenClassName: string;
  /** The average in half stars (0–10), the star row's `data-rating`. */
  halfStars: number;
  /** The whole rating as a sentence, for screen readers ("4.5 out of 5, 12 reviews"). */
  ratingText: string;
  /** The average as shown ("4.5"). */
  average: string;
  /** The number of reviews as shown ("(12 reviews)"). */
  reviews: string;
}

/**
 * A product's rating line: a row of stars and "4.5 (12 reviews)" for sighted readers, one sentence
 * for screen readers. Shared by the product grid's cards and the product page.
 */
export function RatingLine(props: RatingLineProps) {
  return (
    <p className={props.className}>
      <span className={props.starsClassName} data-rating={props.halfStars} aria-hidden="true" />
      <span className={props.visuallyHiddenClassName}>{props.ratingText}</span>
      <span aria-hidden="true">
        {props.average} {props.reviews}
      </span>
    </p>
  );
}
