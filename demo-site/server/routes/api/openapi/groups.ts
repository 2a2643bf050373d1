/**
 * Every route group's OpenAPI module. A group adds ONE line here: its module exports `paths`
 * (and optionally `schemas`), and openapi/index.ts merges them all.
 */
export * as core from './core.ts';
export * as auth from './auth.ts';
export * as storefront from './storefront.ts';
export * as data from './data.ts';
export * as reservations from './reservations.ts';
export * as payments from './payments.ts';
export * as forms from './forms.ts';
export * as calendar from './calendar.ts';
export * as webhooks from './webhooks.ts';
export * as availability from './availability.ts';
export * as refunds from './refunds.ts';
export * as reviews from './reviews.ts';
