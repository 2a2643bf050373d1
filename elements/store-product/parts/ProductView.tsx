import { lazy, Suspense, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import type { Product } from '../../../shared/api/schemas.ts';
import { productHooks as h } from '../../../shared/catalog/class-hooks.ts';
import { initialProductPageState, productPageReducer, productPageView } from '../../../shared/catalog/product-page.ts';
import { categoryLabel, collectionHref, productCategory, productRating, SHIPS_IN, tagHref } from '../../../shared/catalog/product.ts';
import { attributeKey } from '../../../shared/catalog/selection.ts';
import type { Emit } from '../../../shared/element/event-spec.ts';
import type { MessageKey } from '../../../shared/element/messages.ts';
import { MovedNodes } from '../../../shared/element/react/moved-nodes.tsx';
import { RatingLine } from '../../../shared/element/react/parts/RatingLine.tsx';
import { Description } from './Description.tsx';
import { Gallery } from './Gallery.tsx';
import type { productMessages } from '../messages.ts';
import type { StoreProductEvents } from '../store-product.element.ts';
import { OptionPickers, QuantityPicker } from './Options.tsx';

type Texts = MessageKey<typeof productMessages extends { en: infer E } ? keyof E & string : never>;
type T = (key: Texts, params?: Record<string, string | number>) => string;

const ImageViewer = lazy(() => import('./ImageViewer.tsx'));
type Actions = typeof import('../actions.ts');
/** The actions once loaded: a click then runs them in its own handler, so the next frame shows the result. */
let loaded: Actions | undefined;
/** Cart, saved items and toasts: loaded right after mounting, so the element's own chunk stays small. */
const loadActions = (): Promise<Actions> => import('../actions.ts').then((m) => (loaded = m));

/** What the product view needs besides the product. */
export interface ProductViewProps {
  product: Product;
  currency: string;
  storeHref: string;
  money: (cents: number) => string;
  /** The page language, for the average rating (`4.6`, `4,6`). */
  locale: string;
  t: T;
  emit: Emit<StoreProductEvents>;
  /** The page's `slot="actions"` nodes, shown under Add to Cart. */
  actions?: Element[] | undefined;
}

/** The product detail page: the server renders the same markup before JavaScript. */
export function ProductView({ product, currency, storeHref, money, locale, t, emit, actions }: ProductViewProps): ReactNode {
  const [state, dispatch] = useReducer(
    (current: ReturnType<typeof initialProductPageState>, action: Parameters<typeof productPageReducer>[2]) =>
      productPageReducer(product, current, action),
    product,
    initialProductPageState,
  );
  const view = useMemo(() => productPageView(product, state), [product, state]);
  const [viewer, setViewer] = useState(false);
  const [saved, setSaved] = useState(false);
  const [flagged, setFlagged] = useState<ReadonlySet<string>>(new Set());
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    // Cut off (the shopper left, the network dropped): Add to Cart and Save load it again when used.
    void loadActions().then(
      (actions) => {
        if (cancelled) return;
        actions.prepareActions();
        stop = actions.watchSaved(product._id, setSaved);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [product._id]);

  const category = productCategory(product);
  const rating = productRating(product);
  const tags = product.post.tags ?? [];
  const missing = new Set(view.missing.map(attributeKey));

  const add = async (): Promise<void> => {
    const actions = loaded ?? (await loadActions());
    if (view.missing.length > 0) {
      setFlagged(missing);
      actions.toast(t('selectAll'), 'error');
      root.current?.querySelector<HTMLInputElement>(`[data-attribute="${attributeKey(view.missing[0]!)}"] input`)?.focus();
      return;
    }
    const sku = actions.addToCart(product, state.selection, state.quantity, currency || undefined, {
      added: (params) => t('added', params),
      failed: t('addFailed'),
    });
    if (sku) emit('store-add-to-cart', { id: product._id, sku, quantity: state.quantity });
  };
  const toggleSave = async (): Promise<void> => {
    const actions = loaded ?? (await loadActions());
    const now = actions.toggleSaved(product, state.selection, currency || undefined);
    actions.toast(t(now ? 'saved' : 'unsaved', { name: product.name }), 'success');
  };

  return (
    <div className={h.root} ref={root}>
      <a className={h.back} href={storeHref}>
        <span aria-hidden="true">← </span>
        {t('back')}
      </a>
      <div className={h.layout}>
        <Gallery
          images={view.gallery}
          index={state.image}
          onIndex={(index) => dispatch({ type: 'image', index })}
          onOpen={() => setViewer(true)}
          t={t}
        />
        <div className={h.info}>
          <a className={h.category} href={collectionHref(category)}>
            {categoryLabel(category)}
          </a>
          {rating ? <RatingLine rating={rating} locale={locale} t={t} hooks={h} /> : <p className={h.rating}>{t('noReviews')}</p>}
          <h1 className={h.name}>{product.name}</h1>
          <p className={h.priceRow}>
            <span className={h.price}>{money(view.price)}</span>
            {view.basePrice !== null && (
              <>
                <span className={h.visuallyHidden}>{t('basePrice', { price: money(view.basePrice) })}</span>
                <s className={h.basePrice} aria-hidden="true">
                  {money(view.basePrice)}
                </s>
                <span className={h.discount}>{t('discount', { percent: view.discount })}</span>
              </>
            )}
          </p>
          <p className={h.ships}>{t('ships', { time: SHIPS_IN })}</p>
          {(view.outOfStock || view.lowStock !== null) && (
            <p className={h.stock} data-kind={view.outOfStock ? 'out' : 'low'}>
              {view.outOfStock ? t('outOfStock') : t('lowStock', { n: view.lowStock ?? 0 })}
            </p>
          )}
          <OptionPickers
            product={product}
            attributes={view.attributes}
            selection={state.selection}
            missing={new Set([...flagged].filter((key) => missing.has(key)))}
            onSelect={(key, value) => dispatch({ type: 'select', key, value })}
            t={t}
          />
          <QuantityPicker
            quantity={state.quantity}
            cap={view.cap}
            disabled={view.outOfStock}
            onChange={(quantity) => dispatch({ type: 'quantity', quantity })}
            t={t}
          />
          <div className={h.actions}>
            <button type="button" className={h.add} disabled={view.outOfStock} onClick={() => void add()}>
              {view.outOfStock ? t('outOfStock') : t('addToCart')}
            </button>
            <button type="button" className={h.save} aria-pressed={saved} onClick={() => void toggleSave()}>
              <span aria-hidden="true">{saved ? '♥ ' : '♡ '}</span>
              {t('saveForLater')}
            </button>
          </div>
          <MovedNodes nodes={actions} className={h.slot} />
          <dl className={h.facts}>
            {product.data.material && (
              <div>
                <dt>{t('material')}</dt>
                <dd>{product.data.material}</dd>
              </div>
            )}
            <div>
              <dt>{t('category')}</dt>
              <dd>
                <a href={collectionHref(category)}>{categoryLabel(category)}</a>
              </dd>
            </div>
          </dl>
          {tags.length > 0 && (
            <div className={h.tags}>
              <span>{t('tags')}:</span>
              <ul>
                {tags.map((tag) => (
                  <li key={tag}>
                    <a className={h.tag} href={tagHref(tag)}>
                      {tag}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </div>
      {product.description && (
        <section className={h.description}>
          <h2>{t('description')}</h2>
          <Description html={product.description} className={h.descriptionBody} />
        </section>
      )}
      {viewer && view.gallery.length > 0 && (
        <Suspense fallback={null}>
          <ImageViewer
            images={view.gallery}
            index={state.image}
            onIndex={(index) => dispatch({ type: 'image', index })}
            onClose={() => setViewer(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
