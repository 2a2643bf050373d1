/** The reservation routes read the server-wide clock (demo-site/server/clock.ts); kept so their imports stay as they are. */
export { currentTime, setClock, systemClock, type Clock } from '../../../clock.ts';
