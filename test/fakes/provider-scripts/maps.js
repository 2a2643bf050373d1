/**
 * Stand-in for the Maps JavaScript API (https://maps.googleapis.com/maps/api/js?…&callback=…), served
 * by test/e2e/live-providers.e2e.ts through Playwright's routing so the real `setOptions` and
 * `importLibrary` of @googlemaps/js-api-loader inject it under the page's CSP and Trusted Types. It
 * implements only what the checkout's address suggestions call: `importLibrary('places')` with
 * `AutocompleteService.getPlacePredictions` and `PlacesService.getDetails`. Their answers come from
 * https://maps.googleapis.com over fetch (the test answers those requests), so the page's connect-src
 * is exercised too. Once loaded it installs `google.maps.importLibrary` and calls the loader's
 * callback, as the real script does.
 */
(() => {
  const params = new URL(document.currentScript.src).searchParams;
  const key = params.get('key') ?? '';
  const api = 'https://maps.googleapis.com/maps/api/place/js';

  async function ask(path, query, callback) {
    try {
      const response = await fetch(`${api}/${path}?${new URLSearchParams({ ...query, key })}`);
      const body = await response.json();
      callback(body.result ?? body.predictions ?? null, body.status);
    } catch {
      callback(null, 'UNKNOWN_ERROR');
    }
  }

  class AutocompleteService {
    getPlacePredictions(request, callback) {
      void ask('AutocompletionService.GetPredictionsJson', { input: request.input, country: request.componentRestrictions?.country ?? '' }, callback);
    }
  }

  class PlacesService {
    getDetails(request, callback) {
      void ask('PlaceService.GetPlaceDetails', { placeid: request.placeId, fields: request.fields.join(',') }, callback);
    }
  }

  const maps = window.google.maps;
  maps.importLibrary = async (name) => {
    if (name === 'places') return { AutocompleteService, PlacesService };
    throw new Error(`The Maps stand-in has no "${name}" library`);
  };
  const callback = (params.get('callback') ?? '').split('.').reduce((target, name) => target?.[name], window);
  if (typeof callback === 'function') callback();
})();
