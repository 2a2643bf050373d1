/**
 * Stand-in for the Maps JavaScript API (https://maps.googleapis.com/maps/api/js?…&callback=…), served
 * by test/e2e/live-providers.e2e.ts through Playwright's routing so the real `setOptions` and
 * `importLibrary` of @googlemaps/js-api-loader inject it under the page's CSP and Trusted Types. It
 * implements only the Places API (New) calls the checkout's address suggestions make:
 * `importLibrary('places')` with `AutocompleteSessionToken`,
 * `AutocompleteSuggestion.fetchAutocompleteSuggestions` and, on a suggestion's
 * `placePrediction.toPlace()`, `Place.fetchFields`. Their answers come from
 * https://places.googleapis.com over fetch, in the shape of the Places API (New) web service
 * (`POST /v1/places:autocomplete`, `GET /v1/places/{id}`; the test answers those requests), so the
 * page's connect-src is exercised too. As in the real API, a place's first `fetchFields` carries the
 * session token of the suggestions request it came from. Once loaded it installs
 * `google.maps.importLibrary` and calls the loader's callback, as the real script does.
 */
(() => {
  const params = new URL(document.currentScript.src).searchParams;
  const key = params.get('key') ?? '';
  const api = 'https://places.googleapis.com/v1';
  /** Each token object's id, kept out of sight as Google's tokens are opaque. */
  const tokenIds = new WeakMap();

  async function ask(url, init) {
    const response = await fetch(url, init);
    const body = await response.json().catch(() => ({}));
    if (!response.ok) throw new Error(`Places API error: ${body.error?.status ?? response.status}`);
    return body;
  }

  class AutocompleteSessionToken {
    constructor() {
      tokenIds.set(this, crypto.randomUUID());
    }
  }

  class Place {
    #sessionToken;

    constructor(id, sessionToken) {
      this.id = id;
      this.#sessionToken = sessionToken;
    }

    async fetchFields({ fields }) {
      const query = new URLSearchParams({ fields: fields.join(','), key });
      if (this.#sessionToken) query.set('sessionToken', this.#sessionToken);
      this.#sessionToken = undefined;
      const body = await ask(`${api}/places/${encodeURIComponent(this.id)}?${query}`);
      this.addressComponents = body.addressComponents ?? [];
      this.formattedAddress = body.formattedAddress ?? null;
      this.location = body.location ? { lat: () => body.location.latitude, lng: () => body.location.longitude } : null;
      return { place: this };
    }
  }

  const prediction = (found, sessionToken) => ({
    placeId: found.placeId,
    text: found.text,
    mainText: found.structuredFormat?.mainText ?? null,
    secondaryText: found.structuredFormat?.secondaryText ?? null,
    types: found.types ?? [],
    toPlace: () => new Place(found.placeId, sessionToken),
  });

  class AutocompleteSuggestion {
    static async fetchAutocompleteSuggestions(request) {
      const sessionToken = tokenIds.get(request.sessionToken);
      const { input, includedRegionCodes, includedPrimaryTypes } = request;
      // A body without a JSON content type keeps this a simple cross-origin request (no preflight).
      const body = await ask(`${api}/places:autocomplete?${new URLSearchParams({ key })}`, {
        method: 'POST',
        body: JSON.stringify({ input, sessionToken, includedRegionCodes, includedPrimaryTypes }),
      });
      return { suggestions: (body.suggestions ?? []).map(({ placePrediction }) => ({ placePrediction: prediction(placePrediction, sessionToken) })) };
    }
  }

  const maps = window.google.maps;
  maps.importLibrary = async (name) => {
    if (name === 'places') return { AutocompleteSessionToken, AutocompleteSuggestion, Place };
    throw new Error(`The Maps stand-in has no "${name}" library`);
  };
  const callback = (params.get('callback') ?? '').split('.').reduce((target, name) => target?.[name], window);
  if (typeof callback === 'function') callback();
})();
