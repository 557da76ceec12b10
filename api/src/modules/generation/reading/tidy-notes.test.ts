import { describe, expect, it } from 'vitest';
import { TYPICAL_ANSWERS } from '../../../../test/fixtures/answers.fixtures.js';
import { inRunningText, lowerFirst } from '../english/english.js';
import { nameInUsualCase, tidyAnswers, tidyNote } from './tidy-notes.js';

const NOW = 2026;

describe('answers typed as notes, tidied as a careful writer would', () => {
  it.each([
    ['12 yrs in the community, 6 before that on a surgical ward', '12 years in the community, 6 before that on a surgical ward'],
    ['healing times down from 20 wks to 9', 'healing times down from 20 weeks to 9'],
    ['MTTR cut from 4h to 35 mins', 'MTTR cut from 4 hours to 35 minutes'],
    ['head of legal, 3 yrs 2 mos', 'head of legal, 3 years 2 months'],
    ['1 yr at a Michelin star', '1 year at a Michelin star'],
    ['10 years guarantee on new boilers', '10-year guarantee on new boilers'],
    ['a 2 minutes slot on stage', 'a 2-minute slot on stage'],
    ['local businesses w/ staff who cycle', 'local businesses with staff who cycle'],
    ['2 ppl -> team of 9', 'from 2 people to a team of 9'],
    ['schools, hospitals and general public', 'schools, hospitals and the general public'],
    ['on-time delivery 20% -> 85%', 'on-time delivery from 20% to 85%'],
    ['Third generation roofer in Dorchester', 'Third-generation roofer in Dorchester'],
    ['a fourth generation crofter', 'a fourth-generation crofter'],
    ['BBC Radio 1Xtra played us x3.', 'BBC Radio 1Xtra played us 3 times.'],
    ['Numbers person stuck on the night shift :)', 'Numbers person stuck on the night shift'],
    ['Tedx Galway 2023', 'TEDx Galway 2023'],
    ['cut waits from 6 wks → 2', 'cut waits from 6 weeks to 2'],
    ['SOC Analyst (L1 → L2)', 'SOC Analyst (L1, then L2)'],
    ["Leeds Business Award '23", 'Leeds Business Award 2023'],
    ["graduated in '98", 'graduated in 1998'],
    ['learn how real companies work tbh', 'learn how real companies work'],
    ['the track went viral (it blew up lol)', 'the track went viral (it blew up)'],
    ['keep people on bikes instead of in cars!!', 'keep people on bikes instead of in cars!'],
    ['an amazing team (!!)', 'an amazing team'],
    ['midwife for 9 years 🥰', 'midwife for 9 years'],
    ['Well we run 350 ewes. So I built the huts', 'We run 350 ewes. I built the huts'],
    ['Where to start! I led the people side of the merger', 'I led the people side of the merger'],
    ['sales +11% YoY, waste -22%', 'sales up 11% year on year, waste down 22%'],
    ["booked 87% of nights, which honestly we didn't expect", "booked 87% of nights, which we didn't expect"],
    ['Well-known in the valley', 'Well-known in the valley'],
    ["asked to join the board. Which I haven't said yes to yet.", "asked to join the board, which I haven't said yes to yet."],
    [
      'Master Technician ✔ DVSA approved MOT test centre ✔ 4.9★ from 900+ reviews',
      'Master Technician; DVSA approved MOT test centre; 4.9★ from 900+ reviews',
    ],
    ['✅ fully insured', 'fully insured'],
    ['other nurses and maybe recruiters', 'other nurses and recruiters'],
    // A hedge before a verb is a hope, not a hesitation.
    ['a time-served joiner and maybe have my own business one day', 'a time-served joiner and maybe have my own business one day'],
    ['stress free grooms at home', 'stress-free grooms at home'],
    ['feel free to message me', 'feel free to message me'],
    ['commuters + delivery riders', 'commuters and delivery riders'],
    ['hiring manager + HR + the team lead', 'hiring manager, HR and the team lead'],
    ['district nurse, west cork', 'district nurse, West Cork'],
    ['mobile dog groomer in norwich', 'mobile dog groomer in Norwich'],
    ['an irish midwife', 'an Irish midwife'],
    ['a polish-born electrician who can polish a floor', 'a Polish-born electrician who can polish a floor'],
    ['a brazilian edtech founder', 'a Brazilian edtech founder'],
    ['a 2nd year comp sci student at aston uni', 'a 2nd year computer science student at Aston University'],
    ['barbershop, narborough road leicester', 'barbershop, Narborough Road Leicester'],
    ['12 years kitchens in Milan, 15 years retail', '12 years in kitchens in Milan, 15 years in retail'],
    ['grew the eng team; 46% of eng hires', 'grew the engineering team; 46% of engineering hires'],
    ['Zero rejects on X-ray last 2 years, over the last 3 years', 'Zero rejects on X-ray in the last 2 years, over the last 3 years'],
    ['the village college, the local hospital, a long road', 'the village college, the local hospital, a long road'],
    ['ux lead for nhs digital', 'UX lead for NHS digital'],
    ['2M streams on spotify, 4.9 stars on google', '2M streams on Spotify, 4.9 stars on Google'],
    ['this CAMBRIDGE FOLK FESTIVAL role', 'this Cambridge Folk Festival role'],
    // Shouted words with "in" or "since" among them are a phrase, not a name: a place is the word English does not know.
    ['INDEPENDENT OPTICIAN IN SLOUGH, OWN PRACTICE SINCE 2012', 'independent optician in Slough, own practice since 2012'],
    ['children with SEND', 'children with SEND'],
    ['residency at Lux 2021-2023', 'residency at Lux 2021–2023'],
    ['SOC analyst → now Security Engineer', 'SOC analyst, now Security Engineer'],
    ['barista -> shift lead', 'barista, then shift lead'],
    ['MBBS MRCGP DRCOG', 'MBBS MRCGP DRCOG'],
    ['ACCA qualified', 'ACCA qualified'],
    ['Chair of NASA’s board', 'Chair of NASA’s board'],
    ['a china tea set and a rugby jersey', 'a china tea set and a rugby jersey'],
  ])('%s', (typed, tidied) => {
    expect(tidyNote(typed, { now: NOW })).toBe(tidied);
  });

  it('leaves out the people the person is not sure of in the audience, and says the rest as a list', () => {
    expect(tidyNote('restaurant groups, wine importers', { audience: true })).toBe('restaurant groups and wine importers');
    expect(tidyNote('Small business owners, self-employed and buy-to-let landlords', { audience: true })).toBe(
      'Small business owners, self-employed people and buy-to-let landlords',
    );
    // Parts between semicolons that name people join the list, a note on them goes in brackets; the person's own
    // notes, after a semicolon or a dash, go.
    expect(tidyNote('Airline recruiters; aviation contacts', { audience: true })).toBe('Airline recruiters and aviation contacts');
    expect(tidyNote('Homeowners, landlords and letting agents in Berkshire; small commercial clients', { audience: true })).toBe(
      'Homeowners, landlords and letting agents in Berkshire, and small commercial clients',
    );
    expect(tidyNote('Families and nervous patients looking for a new dentist; NHS and private', { audience: true })).toBe(
      'Families and nervous patients looking for a new dentist (NHS and private)',
    );
    expect(
      tidyNote("Other researchers, NGOs and coastal managers; I'm also starting to look at jobs outside academia", { audience: true }),
    ).toBe('Other researchers, NGOs and coastal managers');
    // Referrals come from people, who are the ones to get in touch.
    expect(tidyNote('People going through separation, and referrals from counsellors and mediators', { audience: true })).toBe(
      'People going through separation, and counsellors and mediators making referrals',
    );
    expect(tidyNote('Startup founders at Huddle Global – we have a booth and a 2 min slot', { audience: true })).toBe(
      'Startup founders at Huddle Global',
    );
    // An aside after a comma is no further item: "..., often searching at night on their phone".
    expect(tidyNote('families who have just lost someone, often searching at night', { audience: true })).toBe(
      'families who have just lost someone, often searching at night',
    );
    expect(tidyNote('other nurses, HSE managers, maybe recruiters for the new roles', { audience: true })).toBe(
      'other nurses and HSE managers',
    );
    expect(tidyNote('people in pharma data science, maybe collaborators, recruiters but not really', { audience: true })).toBe(
      'people in pharma data science',
    );
  });

  it('keeps "+" between achievements, where they are split, and "4,000+" as typed', () => {
    expect(tidyNote('fixed 4,000+ bikes since 2019 + Cytech level 2 qualified', { listed: true, now: NOW })).toBe(
      'fixed 4,000+ bikes since 2019 + Cytech level 2 qualified',
    );
  });

  it('writes the name as the person typed it in the name field', () => {
    const answers = {
      ...TYPICAL_ANSWERS,
      fullName: 'Sunita Rao',
      identity: "I'm SUNITA RAO, a fraud analyst",
      mission: "At heart, I'm sunita",
    };
    const tidied = tidyAnswers(answers, NOW);
    expect(tidied.identity).toBe("I'm Sunita Rao, a fraud analyst");
    expect(tidied.mission).toBe("At heart, I'm Sunita");
    expect(tidied.fullName).toBe('Sunita Rao');
  });

  it('mends what a careful writer would: a title of the year, the places that take "the", a post held now, a life since a year, a comma splice', () => {
    expect(tidyNote('Nominated for the Community Nurse of the Year, Irish Healthcare Awards 2022')).toBe(
      'Nominated for Community Nurse of the Year, Irish Healthcare Awards 2022',
    );
    expect(tidyNote('Security leaders, recruiters in UK/EU')).toBe('Security leaders, recruiters in the UK/EU');
    // "US" before a noun is no place said alone.
    expect(tidyNote('Clients from US companies')).toBe('Clients from US companies');
    expect(tidyNote('ex-army (12 years), now shift manager at a distribution centre')).toBe(
      'ex-army (12 years), now a shift manager at a distribution centre',
    );
    expect(tidyNote('Chemical engineer, now founder of a startup')).toBe('Chemical engineer, now founder of a startup');
    expect(tidyNote('Polish-born electrician, living in Reading since 2006.')).toBe(
      'Polish-born electrician who has lived in Reading since 2006.',
    );
    expect(tidyNote('I was a nurse in Romania for 8 years, now I work as a support worker')).toBe(
      'I was a nurse in Romania for 8 years and now I work as a support worker',
    );
  });

  it('gives a name the capital the person typed it with elsewhere, never one of a title typed in Title Case', () => {
    const tidied = tidyAnswers({
      ...TYPICAL_ANSWERS,
      audience: 'homeowners in swansea & gower and landlords',
      achievements: 'Serving Swansea since 1998; led thermal design of the pack',
      cvText: 'Senior Engineer, Battery Thermal Management',
    });
    expect(tidied.audience).toContain('homeowners in Swansea');
    expect(tidied.achievements).toContain('led thermal design');
  });

  it('spells what people often misspell, and gives "it\'s" and "walk-ins" their marks', () => {
    expect(tidyNote('learn how real companys work; 2 weeks work experiance')).toBe(
      "learn how real companies work; 2 weeks' work experience",
    );
    expect(tidyNote('its all on my website; its owner; walk ins welcome')).toBe("it's all on my website; its owner; walk-ins welcome");
  });

  it('writes a name typed in capitals or in lower case with its capitals, letters of two kept', () => {
    expect(nameInUsualCase('SUNITA RAO')).toBe('Sunita Rao');
    expect(nameInUsualCase("grace o'brien-smith")).toBe("Grace O'Brien-Smith");
    expect(nameInUsualCase('JP OKAFOR')).toBe('JP Okafor');
    expect(nameInUsualCase('Ciarán de Búrca')).toBe('Ciarán de Búrca');
    expect(tidyAnswers({ ...TYPICAL_ANSWERS, fullName: 'SUNITA RAO', identity: "I'm SUNITA RAO, an optometrist" }).identity).toBe(
      "I'm Sunita Rao, an optometrist",
    );
  });

  it('changes nothing of an answer typed with care', () => {
    const tidied = tidyAnswers(TYPICAL_ANSWERS, NOW);
    expect(tidied).toEqual(TYPICAL_ANSWERS);
  });

  it('keeps a nationality or a place in capitals at the start of a phrase said inside a sentence', () => {
    expect(lowerFirst('Irish midwife, 7 years at the Rotunda')).toBe('Irish midwife, 7 years at the Rotunda');
    expect(inRunningText('Brazilian edtech founder')).toBe('Brazilian edtech founder');
    expect(lowerFirst('Registered midwife')).toBe('registered midwife');
  });

  it('gives "a" or "an" by the sound of the word after it, and leaves a label in capitals alone', () => {
    expect(tidyNote('get a internship, never had a accident, an house, an university')).toBe(
      'get an internship, never had an accident, a house, a university',
    );
    expect(tidyNote('Plan A operations for grade A students')).toBe('Plan A operations for grade A students');
  });
});
