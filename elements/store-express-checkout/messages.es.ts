/** Spanish texts of `<store-express-checkout>` (loaded only on Spanish pages). */
export const express: Record<string, string> = {
  caption: 'Pago exprés',
  shipping: 'Envío',
  tax: 'Impuestos',
  unexpected: 'Se ha producido un error inesperado.',
  cardRequiresPaymentMethod: 'Tu pago no se ha completado; inténtalo de nuevo.',
  cardOther: 'Algo ha salido mal.',
  failed: 'El pago ha fallado',
};
