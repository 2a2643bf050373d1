/** Spanish texts of `<site-carousel>` (loaded only on Spanish pages). */
export const carousel: Record<string, string> = {
  label: 'Carrusel',
  slide: '{n} de {total}',
  previous: 'Diapositiva anterior',
  next: 'Diapositiva siguiente',
  pause: 'Pausar',
  play: 'Reproducir',
  dots: 'Elige una diapositiva',
  dot: 'Ir a la diapositiva {n}',
  thumbnails: 'Miniaturas de las diapositivas',
  thumbnail: 'Mostrar la diapositiva {n}',
};
