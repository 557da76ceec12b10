import { describe, expect, it } from 'vitest';
import { identityFromNotes } from './identity-notes.js';

describe('identityFromNotes', () => {
  it.each([
    ['district nurse, West Cork', 'district nurse based in West Cork'],
    ['Product designer, Warsaw', 'Product designer based in Warsaw'],
    ['plumber & heating engineer, 25 years', "plumber & heating engineer with 25 years' experience"],
    ['Senior librarian, Galway County Libraries', 'Senior librarian at Galway County Libraries'],
    [
      'QA engineer, São Paulo, 6 years, test automation',
      "QA engineer, working in test automation, based in São Paulo, with 6 years' experience",
    ],
    [
      'Welder-fabricator from Gdańsk, 14 years in shipbuilding, moving to Scotland with my family',
      'Welder-fabricator from Gdańsk with 14 years in shipbuilding, moving to Scotland with my family',
    ],
    ['HR business partner in Paris, grew up in Dakar', 'HR business partner in Paris, who grew up in Dakar'],
    // A move the person made is theirs, never a description of the post ("a social worker moved to Edinburgh").
    [
      'Norwegian social worker, 9 years in child protection in Oslo, moved to Edinburgh in 2023',
      'Norwegian social worker with 9 years in child protection in Oslo, who moved to Edinburgh in 2023',
    ],
    ['SRE, 8 years, Mumbai, k8s/AWS', "SRE, working with k8s/AWS, based in Mumbai, with 8 years' experience"],
    ['Youth coach, Luton, UEFA B licence', 'Youth coach with a UEFA B licence based in Luton'],
    ["PE teacher with 8 years' experience, UEFA B licence", "PE teacher with 8 years' experience and a UEFA B licence"],
    [
      'Criminal defence barrister, called in 2008, practising from chambers in Manchester',
      'Criminal defence barrister, called in 2008, practising from chambers in Manchester',
    ],
    [
      "Proud nursing home manager in Galway city, nurse by background, 20+ years in older persons' care",
      "Proud nursing home manager in Galway city and nurse by background, with 20+ years in older persons' care",
    ],
    ['Airline pilot and dad, ex-RAF, hillwalker', 'Airline pilot and dad, ex-RAF and hillwalker'],
    [
      'Driving instructor and ex-bus driver, Welsh speaker, Bangor',
      'Driving instructor and ex-bus driver and Welsh speaker, based in Bangor',
    ],
    ['Dairy farmer, 180 cows, Co. Tipperary', 'Dairy farmer with 180 cows based in Co. Tipperary'],
    // A people is who holds the post, never where: not "a sous chef based in Italian".
    ['Sous chef, Italian, 12 years in kitchens in Milan and London', 'Italian sous chef with 12 years in kitchens in Milan and London'],
    ['Barista 8 years, Melbourne', "Barista based in Melbourne with 8 years' experience"],
    ['roofer, 3rd generation, Swansea', 'third-generation roofer based in Swansea'],
    ['PT, ex-county minor hurler, dad of 3, Limerick', 'PT, ex-county minor hurler and dad of 3, based in Limerick'],
    [
      'Class 1 HGV driver, 15 years, mostly container work out of Felixstowe',
      "Class 1 HGV driver with 15 years' experience, mostly container work out of Felixstowe",
    ],
    ['Bookkeeper, self employed, work from home in Kilkenny', 'self-employed bookkeeper, working from home in Kilkenny'],
    // A practice of the person's own is theirs, never a field they work in ("working in own practice since 2012").
    ['independent optician in Slough, own practice since 2012', 'independent optician in Slough, with my own practice since 2012'],
  ])('says "%s" as one noun phrase', (typed, said) => {
    expect(identityFromNotes(typed)).toBe(said);
  });

  it.each([
    'Chartered accountant',
    'principal data scientist at a biotech in Cambridge, MA',
    'ex-army (Royal Logistic Corps, 12 years), now shift manager at a distribution centre',
    '16 (17 in August), leaving Baldragon Academy this summer',
    'Consultant psychiatrist and founder of a private mental health clinic in Ikoyi, Lagos',
    'Sous chef, Italian, 12 years kitchens in Milan and London',
  ])('leaves "%s" as typed: one note, or a note it cannot read', (typed) => {
    expect(identityFromNotes(typed)).toBeNull();
  });
});
