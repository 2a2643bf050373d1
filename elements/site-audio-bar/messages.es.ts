/** Spanish texts of `<site-audio-bar>` (loaded only on Spanish pages). */
export const audio: Record<string, string> = {
  region: 'Reproductor de audio',
  playlistRegion: 'Lista de audio',
  play: 'Reproducir',
  pause: 'Pausar',
  back: 'Retroceder 20 segundos',
  forward: 'Avanzar 20 segundos',
  rate: 'Velocidad de reproducción {rate}x',
  volume: 'Volumen',
  close: 'Cerrar el reproductor de audio',
  playlist: 'Lista de reproducción',
  playTrack: 'Reproducir {title}',
  pauseTrack: 'Pausar {title}',
  seek: 'Posición',
  time: '{position} de {duration}',
  badTrack: 'site-audio-play: la pista necesita una url y un título.',
};
