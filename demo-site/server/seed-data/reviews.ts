import type { SeedReview } from './types.ts';

/** [rating, title, text, display name, language, days after 2026-05-01, helpful votes] */
type Row = [1 | 2 | 3 | 4 | 5, string, string, string, string, number, number];

/** Demo reviews of one product: published, seeded without an order, so never shown as a verified purchase. */
function reviewsOf(productId: string, rows: Row[]): SeedReview[] {
  return rows.map(([rating, title, body, displayName, language, day, helpful], i) => ({
    id: `rv_${productId.replace(/^prod_/, '')}_${String(i + 1).padStart(2, '0')}`,
    productId,
    rating,
    title,
    body,
    displayName,
    language,
    helpful,
    createdAt: new Date(Date.UTC(2026, 4, 1) + day * 86_400_000 + i * 3_600_000).toISOString(),
  }));
}

/**
 * Northwind's demo reviews: some products have several (the headphones enough for Top Rated: 4.8
 * over 6), some one, most none at all, so every state of the review block shows in the demo.
 */
export const northwindReviews: SeedReview[] = [
  ...reviewsOf('prod_nw_001', [
    [5, 'Quiet on the train', 'The noise cancelling takes the rumble of my commute away completely. Battery lasts a week of commuting.', 'Maya L.', 'en', 3, 14],
    [5, 'Comfortable for long flights', 'Wore them for a ten hour flight and forgot they were on. The case is small enough for a backpack.', 'Jonas', 'en', 19, 9],
    [4, 'Great sound, tight at first', 'Clear, warm sound. They pressed on my ears for the first few days and then loosened up.', 'Priya S.', 'en', 27, 5],
    [5, 'Excelentes', 'Muy cómodos y la cancelación de ruido funciona de maravilla. La batería dura muchísimo.', 'Lucía', 'es', 41, 3],
    [5, 'Worth it', 'Replaced a pair that cost twice as much. USB-C charging is quick.', 'Tom B.', 'en', 55, 2],
    [5, 'Calls sound clear', 'People on calls say I sound like I am in a quiet room even in a café.', 'Aisha', 'en', 80, 1],
  ]),
  ...reviewsOf('prod_nw_002', [
    [4, 'Does what I need', 'Steps, sleep and heart rate are accurate enough for me. The strap could be softer.', 'Rob', 'en', 12, 4],
    [3, 'App is basic', 'The tracker itself is fine, but the app shows little beyond daily totals.', 'Hannah K.', 'en', 33, 6],
    [4, 'Good battery', 'Charges once a week. Waterproof enough for swimming laps.', 'Chen', 'en', 60, 0],
  ]),
  ...reviewsOf('prod_nw_004', [[5, 'Loud for its size', 'Took it camping: it filled the whole campsite and survived a rain shower.', 'Dana', 'en', 22, 7]]),
  ...reviewsOf('prod_nw_006', [
    [5, 'No smell after hiking', 'Wore it three days on the trail and it still did not smell. Soft, not itchy at all.', 'Kai', 'en', 8, 11],
    [4, 'Runs a little small', 'Lovely fabric. I normally wear M and should have ordered L.', 'Sofia R.', 'en', 30, 8],
    [5, 'Mi camiseta favorita', 'Suave, abriga sin dar calor y se seca rápido después de lavarla.', 'Marta', 'es', 46, 2],
    [4, 'Nice colours', 'The green is a little darker than in the photos but I like it more.', 'Ellis', 'en', 71, 0],
  ]),
  ...reviewsOf('prod_nw_007', [
    [2, 'Not fully waterproof', 'Kept me dry in a shower but the seams let water in during a long downpour.', 'Greg P.', 'en', 15, 9],
    [4, 'Light and packable', 'Folds into its own pocket. Good for cycling to work in drizzle.', 'Nadia', 'en', 49, 3],
  ]),
  ...reviewsOf('prod_nw_012', [
    [5, 'Beautiful glaze', 'Each mug is slightly different, which I love. Dishwasher safe as promised.', 'Irene', 'en', 5, 6],
    [5, 'Perfect gift', 'Bought a set for my sister and one for us. They hold a big coffee.', 'Owen', 'en', 38, 2],
    [4, 'Heavier than expected', 'Sturdy and pretty, just a little heavy when full.', 'Bea', 'en', 64, 1],
  ]),
  ...reviewsOf('prod_nw_013', [[1, 'Shed everywhere', 'Left fluff on the sofa and on our clothes even after two washes. Returned it.', 'Mark', 'en', 26, 12]]),
  ...reviewsOf('prod_nw_016', [
    [5, 'Rich coffee', 'The double filter keeps grounds out of the cup. Easy to clean.', 'Ines', 'en', 11, 5],
    [4, 'Glass feels thin', 'Makes great coffee. I handle the glass carefully, it feels fragile.', 'Pete', 'en', 52, 4],
  ]),
  ...reviewsOf('prod_nw_017', [
    [5, 'Read it in two evenings', 'A calm, beautifully written book about walking and paying attention.', 'Clara', 'en', 9, 3],
    [3, 'Slow middle', 'The start and the end are lovely; the middle drags a little.', 'Sam', 'en', 44, 1],
  ]),
  ...reviewsOf('prod_nw_021', [
    [5, 'Hours of play', 'Our four-year-old builds with these every day. Smooth edges, no splinters.', 'Leo’s dad', 'en', 17, 8],
    [5, 'Solid wood', 'Good quality blocks that stack well. The bag makes tidying easy.', 'Amira', 'en', 36, 2],
    [4, 'Could use more pieces', 'Lovely set; big towers need a second box.', 'Nico', 'en', 58, 1],
  ]),
];

/** Harbor's demo reviews: one product with a few, one with a single Spanish review, the rest none. */
export const harborReviews: SeedReview[] = [
  ...reviewsOf('prod_hb_002', [
    [5, 'Saved my dry ends', 'A few drops after washing and my hair is soft for days. A bottle lasts months.', 'Fiona', 'en', 7, 4],
    [4, 'Smells lovely', 'Works well; the scent is strong at first and fades after an hour.', 'Rachel', 'en', 29, 1],
    [5, 'Worth the price', 'Less frizz, more shine, and it does not make my hair greasy.', 'Anna M.', 'en', 63, 0],
  ]),
  ...reviewsOf('prod_hb_004', [[4, 'Buen aceite', 'Sabor suave y afrutado, ideal para ensaladas. La botella llegó bien protegida.', 'Javier', 'es', 20, 2]]),
];
