import { Hono } from 'hono';
import * as v from 'valibot';
import { cartSaveBodySchema } from '../../../../../shared/cart/cart-save-schema.ts';
import { getCart, saveCart } from '../../../domain/carts.ts';
import type { AppEnv } from '../../../context.ts';
import { existingSessionHashOf, sessionHashOf, withSession } from '../sessions.ts';
import { fail, validate } from '../validation.ts';

const cartId = v.object({ id: v.pipe(v.string(), v.maxLength(100, 'must be at most 100 characters')) });

/**
 * Saved carts under `/api/storefront`: `POST cart/save` (re-priced by the server: unknown skus are
 * dropped, names and prices are the catalogue's) and `GET cart/get/{id}`. A cart belongs to one
 * tenant; another tenant's cart id is not found. Only the session that saved a cart changes it:
 * saving someone else's cart id (a shared link) answers 201 with a copy under a new id.
 */
export function cartRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  router.post('/cart/save', withSession(), validate('json', cartSaveBodySchema), async (c) => {
    const body = c.req.valid('json');
    const owner = { current: existingSessionHashOf(c), create: () => sessionHashOf(c) };
    const cart = await saveCart(c.get('data'), c.get('tenant').id, body.id, body.items, owner);
    if (!cart) return fail(c, 404, 'not_found', 'No such cart.', 'id');
    return c.json({ data: cart }, body.id === cart.id ? 200 : 201);
  });

  router.get('/cart/get/:id', withSession(), validate('param', cartId), async (c) => {
    const cart = await getCart(c.get('data'), c.get('tenant').id, c.req.valid('param').id);
    if (!cart) return fail(c, 404, 'not_found', 'No such cart.');
    return c.json({ data: cart });
  });

  return router;
}
