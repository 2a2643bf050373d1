/** Spanish texts of `<store-saved-items>` (loaded only on Spanish pages). */
export const saved: Record<string, string> = {
  listLabel_one: 'Guardado para más tarde, {count} producto',
  listLabel_other: 'Guardado para más tarde, {count} productos',
  add: 'Añadir al carrito',
  remove: 'Eliminar',
  moved: 'Movido a tu carrito: {name}',
  removed: 'Quitado de los guardados: {name}',
  addFailed: 'No se ha podido añadir el artículo al carrito',
  emptyTitle: 'No hay nada guardado para más tarde',
  emptyBody: 'Los productos que guardes para más tarde en este dispositivo aparecen aquí.',
  continueShopping: 'Seguir comprando',
};
