import { msg } from '@lingui/core/macro'

/** Per-page meta descriptions (catalog messages, so translators own them). */
export const visitorGuideDescription = msg`Opening hours, venue, metro, maglev, bus, taxi and parking, partner hotels and online pre-registration for the China International Organic Food Expo in Shanghai.`
export const boothDescription = msg`Book a standard booth (from 9 sqm) or bare space (from 36 sqm) at the China International Organic Food Expo in Shanghai and apply online.`
export const directoryDescription = msg`Search the exhibitors of the China International Organic Food Expo by name, product category, country and German Pavilion.`
export const floorPlanDescription = msg`The plan of Hall N5 at the China International Organic Food Expo: every booth, its exhibitor and what is still available, searchable by exhibitor, booth number and product.`
export const awardsDescription = msg`The Organic Product Awards: winners, categories and figures, judged by experts and thousands of public judges at the fair.`
export const reviewDescription = msg`Figures, photos and what buyers and exhibitors said about the last China International Organic Food Expo.`
export const contactDescription = msg`Contact the organiser of the China International Organic Food Expo for exhibiting, visiting and press enquiries.`
export const downloadDescription = msg`Exhibitor manual, floor plan, application form, show report and press kit of the China International Organic Food Expo.`
export const globalDescription = msg`The China International Organic Food Expo is part of a worldwide family of organic trade fairs: sister fairs, organisers and partners.`
