/** Spanish texts of `<site-video>` (loaded only on Spanish pages). */
export const video: Record<string, string> = {
  region: 'Vídeos',
  playlist: 'Lista de vídeos',
  player: 'Reproductor de vídeo: {title}',
  play: 'Reproducir',
  pause: 'Pausar',
  mute: 'Silenciar',
  volume: 'Volumen',
  seek: 'Posición',
  time: '{position} de {duration}',
  captions: 'Subtítulos',
  pictureInPicture: 'Imagen en imagen',
  fullscreen: 'Pantalla completa',
  close: 'Cerrar vídeo',
  playVideo: 'Reproducir {title}',
  nowPlaying: 'Reproduciendo: {title}',
  empty: 'No hay vídeos que mostrar.',
};
