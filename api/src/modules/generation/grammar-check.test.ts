import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findGrammarFaults, type GrammarFaultKind } from './grammar-check.js';

/** Sentences each rule must flag, and correct sentences of the same shapes that must pass with no fault at all. */
const SENTENCE_CASES: Record<Exclude<GrammarFaultKind, 'lost-case'>, { faulty: string[]; correct: string[] }> = {
  'noun-as-verb': {
    faulty: [
      'I market manager.',
      'I backend developer with a background in retail.',
      'I ran 3 community clinics, chartered physiotherapist and named Clinician of the Year 2022.',
      'She senior designer at a fintech start-up.',
      'We hired developer to build the app.',
      'I mentored junior designer and ran the design critique.',
      'I product designer at a fintech.',
      'I UX designer who loves research.',
      'He trained apprentice and ran the site.',
    ],
    correct: [
      'I help start-ups make products people love.',
      'I lead a design team.',
      'I run marketing for a charity.',
      'I manage a team of twelve nurses.',
      'I market organic skincare to independent shops.',
      'I coach first-time managers in the public sector.',
      'I trained as a chartered physiotherapist in Leeds.',
      'I mentor junior developers and run our code reviews.',
      "I'm a paediatric nurse turned health-tech founder.",
      "Siobhán O'Connor is a nurse turned health data analyst.",
      'I made partner at a law firm in 2019.',
      'I support founders who are raising their first round.',
      "I'm Jo Smith, lead designer at Acme.",
      'I hire engineers, designers and data scientists for fast-growing start-ups.',
      'We build apps for children with asthma.',
      'She advises chief executives on digital strategy.',
      'I work with hiring managers at fintech companies.',
      'I teach maths to adult learners.',
      'I ran three community clinics and trained four physiotherapy students.',
      'He became head of engineering in 2021.',
      'I love helping first-time founders find their feet.',
      'I draw on ten years as a product manager.',
      'I recruited a head of sales and two account managers.',
      'They run a team of 12 volunteers.',
      'I joined Monzo as a backend developer in 2020.',
      'I help founder-led businesses grow.',
      'I lead product designer hiring across Europe.',
      'Right now I run a team of 12 volunteers.',
      'I train staff in lean methods and teach nursing students twice a week.',
      'I head up operations at a logistics firm.',
      'I chair the board of a local housing charity.',
      'I partner with charities to run holiday clubs.',
      'I advise founders on fundraising and coach new managers.',
      'As a member of the Institute of Directors, I mentor young entrepreneurs.',
    ],
  },
  'clause-after-preposition': {
    faulty: [
      'I care about I want every school to have a librarian.',
      "I'm all about make hospitals quieter.",
      'My focus is on I help nurses spend more time with patients.',
      'We are known for build kitchens that last.',
      "I'm passionate about help founders grow.",
      "I'd love to talk about we could work together.",
      "I'm passionate about I help people.",
      'My work is about make sure every part is safe.',
      "I'm keen on help teams ship faster.",
    ],
    correct: [
      'What I want to do is help start-ups make products people love.',
      'I care about clear processes and honest conversations.',
      "I'm all about making hospitals quieter.",
      'My focus is on helping nurses spend more time with patients.',
      "I'd love to hear about what you're building.",
      'I care about how we treat the people we serve.',
      "I'm passionate about helping small businesses sell online.",
      'Founders can get in touch with Maya to talk about their product.',
      "I'd be glad to talk about how I could help your team.",
      'I spend my time on the work that matters.',
      'Get in touch today.',
      "I'm happy to help with anything you need.",
      'We are known for building kitchens that last.',
      'The focus is on making financial services easier for everyone.',
      'I care about change that lasts.',
      'My work is about support for carers.',
      "I'm on track to finish my MBA this year.",
      'I joined the team after I finished my degree.',
      'I moved into product design because I love solving problems.',
      "It's a chance to do more of that work.",
      'I think about design systems all day.',
      "I'd like to help you find the right people.",
      'I worked in retail before I retrained as a nurse.',
      "I'm excited about what we could build together.",
      'I write about leadership, hiring and culture.',
      'We specialise in work that makes a difference.',
      "I'm looking for a role in which I can lead a team.",
      'My aim is to help every child with asthma have a calmer day.',
      'I work on design for the NHS app.',
      'I would welcome a conversation with start-up founders.',
      'I volunteer at a food bank in my spare time.',
      "I'm at work every day by seven.",
      "I'm on call every other weekend.",
      'We support at risk families across Bradford.',
      'Our in house designers handle every project from start to finish.',
      "I'm passionate about work that changes lives.",
    ],
  },
  'mixed-list': {
    faulty: [
      'I ran 3 community clinics, chartered physiotherapist and named Clinician of the Year 2022.',
      'Highlights include 90% of patients back at work and ran 3 clinics.',
      'Highlights of my work include a 40% rise in revenue and hired a team of eight.',
      'I opened two youth centres, qualified youth worker and raised £20,000 for a summer programme.',
      'My achievements include 30 websites for local shops and built an online store for a bakery.',
      'My achievements include a new clinic, trained 12 staff and a 30% fall in waiting times.',
      'I built 30 websites, freelance web developer and trained 5 juniors.',
      'Highlights include 400 kitchens and won a regional award.',
    ],
    correct: [
      'I have worked in logistics, retail and start-ups.',
      'I installed over 200 rooftop systems and trained 4 apprentices.',
      'I have won a regional innovation award, raised a seed round from angel investors and published research on inhaler technique.',
      'I care about clear processes, honest conversations and teams that keep getting better.',
      'Highlights include over 400 kitchens fitted since 1998 and every piece made in our own workshop.',
      'Other experience includes designing the onboarding flow for a savings app and running research sessions with customers.',
      'Alex Morgan, a programme manager, is a community organiser and youth worker.',
      'I welcome messages from parents, clinicians and health investors.',
      'I have cut average delivery time from 4.5 days to 2 days, reduced shipping costs by 18%, opened 12 new stores in four years and trained more than 200 staff.',
      'I have also led a team of 45 people across three warehouses and a customer service centre and introduced a weekly review ritual.',
      'He cut scrap rates by 22% on a turbine blade line and was named Engineer of the Year 2023 by the plant.',
      'Hello, I am Tomasz Wiśniewski, a senior quality engineer at Rolls-Royce and a Chartered Quality Professional.',
      'He holds an MEng in Mechanical Engineering, worked as a quality engineer at GKN Aerospace, and has been at Rolls-Royce since 2019.',
      'Parents, clinicians and health investors are welcome to get in touch.',
      'I design, build and test mobile apps.',
      'The team includes 12 volunteers and runs three youth centres.',
      'Highlights include two youth centres, a summer programme and a team of 12 volunteers.',
      'I ran 3 community clinics, trained 4 students and was named Clinician of the Year 2022.',
      "I'm a chartered physiotherapist, a runner and a mum of two.",
      'I started out as an electrician and retrained as a solar installer.',
      'I lead quality at a medical device maker and mentor two junior engineers.',
      'My qualifications include BSc Nursing and a Certificate in Operations Management.',
      'I have opened two youth centres and raised funding for a summer programme.',
      'I write, speak and teach about accessible design.',
      'I grew revenue by 40%, hired a team of eight and launched in three new markets.',
      'We fit kitchens, make every piece in our own workshop and offer a ten-year guarantee.',
      'Qualifications include BSc Nursing, University of Cork (2014).',
      'I led the redesign of a mobile banking app and mentored junior designers.',
      'I qualified as an accountant in 2010, worked at Deloitte for six years and set up my own firm in 2016.',
      'My clients include two FTSE 100 companies, several charities and a premier league football club.',
      'I am a qualified accountant, a keen cyclist and a school governor.',
      'I run workshops for teachers, parents and school leaders.',
    ],
  },
  'passive-without-auxiliary': {
    faulty: [
      'I named Clinician of the Year 2022.',
      'He shortlisted for the Turner Prize.',
      'I awarded an MBE.',
      'She appointed head of operations in 2019.',
      'I voted best newcomer in 2019.',
      'We nominated for a regional innovation award.',
      'I invited to speak at the NHS Confed Expo.',
      'In 2022 I recognised as one of the top 50 women in engineering.',
      'I ran 3 clinics, trained 4 students, and named Clinician of the Year 2022.',
      'I selected for the GB rowing squad in 2015.',
      'She awarded the Military Cross.',
      'We featured by the BBC in 2021.',
      'I elected chair of the branch in 2020.',
    ],
    correct: [
      'In 2023 the plant named me its Engineer of the Year.',
      'I was named Clinician of the Year 2022.',
      'I appointed three managers last year.',
      'He was shortlisted for the Turner Prize.',
      'I was awarded an MBE in 2020.',
      'She has been nominated for a regional innovation award.',
      'I have been elected to the board of the Royal College of Nursing.',
      'We elected to expand into Scotland in 2021.',
      'I voted for the merger.',
      "I featured in The Times' list of young entrepreneurs.",
      'I ranked third in the national finals.',
      'I got promoted to head of growth after a year.',
      'I invited 20 founders to our first demo day.',
      'I selected suppliers for the new plant.',
      'I recognised early on that the line needed better data.',
      'The judges named our kitchen the best in Yorkshire.',
      'I awarded grants to 30 local charities.',
      'I promoted our new range at trade shows across Europe.',
      'I listed our products on Amazon in 2020.',
      "I'm certified in PRINCE2 and Agile project management.",
      'Grace Okafor, shortlisted for the Women in Tech award, runs Breathe Easy Ltd.',
      'I lead a team recognised for its safety record.',
      'I have chosen to focus on small businesses.',
      'I was voted best newcomer in 2019.',
      'She was appointed head of operations in 2019 and promoted to director a year later.',
      'I chose a career in nursing because of my mother.',
      'I certified 40 engineers in lean manufacturing.',
      'I was recently honoured with a lifetime achievement award.',
      'I was named Clinician of the Year 2022, and shortlisted for the national award.',
      'In 2019 the board promoted her, and she was named chief executive a year later.',
      "I'm proud to have been named one of the top 50 women in engineering.",
      'I was elected chair of the regional branch in 2020.',
      'Elected to the board in 2020, I now lead the finance committee.',
      'We were featured on BBC Look North in 2021.',
      'I named my company after my grandmother.',
      'My work on patient safety was recognised by the Royal College of Nursing in 2021.',
    ],
  },
  'past-with-since': {
    faulty: [
      'I taught in 3 schools since 2010.',
      'I was at Rolls-Royce since 2019.',
      'Since 2015 I volunteered at the food bank.',
      'I worked as a nurse since then.',
      'She led the team since January 2020.',
      'He ran the family business since 2015.',
      'I lived in York since 2010 and love the city.',
      'Since 2019 I was head of operations.',
    ],
    correct: [
      'I have taught in 3 schools since 2010.',
      "I've been at Brightpath Logistics since 2019.",
      "Since then I've installed over 200 rooftop systems.",
      'I have been at Rolls-Royce since 2019; before that I was a quality engineer at GKN Aerospace from 2014 to 2019.',
      'Since 1998 the team has fitted over 400 kitchens, and every piece is made in its own workshop.',
      'She has been a health data analyst at Northfield NHS Trust since 2021.',
      'Since I love data, I retrained as an analyst.',
      "I started out as an electrician and retrained as a solar installer, and I've since installed over 200 rooftop systems.",
      'I have worked at Rolls-Royce since 2019.',
      'Highlights include over 400 kitchens fitted since 1998.',
      'Roles so far include head of operations at Brightpath Logistics since 2019.',
      'I joined in 2019 and have led the team since then.',
      'I founded the company in 2015, which has doubled in size since then.',
      'It has been a great ride since 2020.',
      'I qualified in 2014 and have worked in intensive care since then.',
      'I have been head of operations at Brightpath Logistics since 2019.',
      'Ever since 2015 I have volunteered at the food bank.',
      'We have fitted kitchens across York since 1998.',
      'I moved to York in 2010 and have lived there since.',
      'I had worked there since 2005 when the plant closed.',
      "I've run my own practice since January 2020.",
      'Since last year I have been mentoring two apprentices.',
      'I worked as a quality engineer at GKN Aerospace from 2014 to 2019.',
      'Since 2019 I have led quality at Rolls-Royce.',
      'The charity has grown from two volunteers to forty since 2016.',
      'I have been a Gas Safe registered engineer since 2012.',
      'He has run the family business since his father retired in 2015.',
      'I have been passionate about design since I was a child.',
      'She joined the company in 2016 and has led the finance team since then.',
      'Since leaving the army in 2015, I have worked in project management.',
      "I've worked in retail since I left school at 16.",
    ],
  },
  'missing-article': {
    faulty: [
      "If you're hiring manager at a bank, I'd love to talk.",
      'I work as founder of Breathe Easy.',
      'I am designer.',
      'She is nurse.',
      "I'm qualified electrician with ten years on the tools.",
      "He was staff nurse at St Mary's Hospital.",
      'I am software engineer.',
      "She works as nurse at St Mary's Hospital.",
      'I joined as apprentice in 2010.',
    ],
    correct: [
      "I'm Maya Chen, a UX designer!",
      'I am head of operations at Brightpath Logistics.',
      'I am now looking for a quality manager role.',
      'If you lead quality at a medical device maker, I would be glad to connect.',
      "That's why this lead installer job appeals to me.",
      'I am Sam Lee, head of growth.',
      "I'm a solar PV installer.",
      'I work as a full-stack developer.',
      'She is chief executive of a housing charity.',
      'He is managing director of Hartley & Sons.',
      "I'm CEO of Breathe Easy Ltd.",
      "I'm chair of the parent teacher association.",
      'As founder of Breathe Easy, I lead product and fundraising.',
      'In my role as manager, I look after a team of twelve.',
      "I've worked with roles such as nurse, doctor and pharmacist.",
      'I am also a Chartered Quality Professional.',
      "I'm here to help.",
      "I'm responsible for quality across three sites.",
      'My focus is growth.',
      'I am Tomasz Wiśniewski, a senior quality engineer in aerospace manufacturing.',
      'I came to solar as an electrician who retrained.',
      "I was a staff nurse at St Mary's Hospital from 2014 to 2021.",
      'She is president of the Royal College of Nursing.',
      "I'm lead designer at a fintech start-up.",
      'I am director of engineering at Monzo.',
      'Hartley & Sons is a family-run joinery in York.',
      "If you're a founder working on something new, I'd love to hear about it tonight.",
      "I'm Dr. Grace Okafor.",
      "I'm looking to lead installation crews.",
      'We are Hartley & Sons, a family-run joinery in York making bespoke kitchens.',
      'I hold an MEng in Mechanical Engineering from the University of Sheffield.',
      'I was made partner in 2018 and became managing partner in 2022.',
      'I think of myself as a problem solver.',
      "I'm Head of Design at Monzo.",
      'I work as part of a small team of nurse practitioners.',
      'Rebecca has spent 12 years in HR, most recently as people director at a fast-growing fintech.',
    ],
  },
  'no-finite-verb': {
    faulty: [
      'Startup founders at a networking evening.',
      'I backend developer with a background in retail.',
      'A passionate designer with ten years in retail.',
      'Over ten years of experience in logistics and retail.',
      'My qualifications: BSc Nursing, University of Cork.',
      'Senior product designer at a digital bank.',
      'Passionate about clean energy and good design.',
      'A solar PV installer from Durban.',
    ],
    correct: [
      'Hello everyone!',
      'Thank you.',
      'A founder?',
      "Startup founders? Let's connect.",
      'Hi, thanks for taking the time to meet me.',
      "Thanks so much for having me; it's great to be here!",
      'Good morning, everyone.',
      "A small business owner? Let's connect.",
      'Priya led the redesign of a mobile banking app.',
      'Sam grew revenue 40% in 2021.',
      'Cheers!',
      'Grace has won a regional innovation award.',
      'Dr. Grace Okafor is a paediatric nurse turned health-tech founder.',
      'Welcome to my profile.',
      'What drives me is growth.',
      "Let's talk.",
      "I'd like to meet parents, clinicians and health investors tonight.",
      'Investors are welcome to get in touch.',
      'I upskill teams in lean manufacturing.',
      'Hartley & Sons builds bespoke kitchens in York.',
      'Mentoring is what I enjoy most.',
      'Bongani Dlamini is a solar PV installer who trained first as an electrician.',
      'Maya Chen designs products people love.',
      'Tomás García-López builds AI that people can trust.',
      'Sam Okoro builds websites for local businesses.',
      'She has been a health data analyst at Northfield NHS Trust since 2021.',
      "Startup founders? Let's connect.",
      "I'm a firm believer in continuous learning.",
      'Clients range from sole traders to FTSE 100 companies.',
      'Looking for a designer?',
    ],
  },
};

/** The person's answers as typed, and a sentence written from them. */
const LOST_CASE: { faulty: [string[], string][]; correct: [string[], string][] } = {
  faulty: [
    [['PhD in Chemistry'], 'I hold a phD in Chemistry.'],
    [['Gas Safe registered engineer'], "I'm a gas Safe registered engineer."],
    [['NHS digital teams'], "I'd love to hear from nhs digital teams."],
    [['iOS developer'], 'I build Ios apps for small charities.'],
    [['Member of the Royal College of Nursing'], 'I am a member of the Royal college of Nursing.'],
    [['MEng Mechanical Engineering, University of Sheffield'], 'I hold an Meng in Mechanical Engineering.'],
    [['Senior Quality Engineer, Rolls-Royce'], 'I work at Rolls-royce.'],
  ],
  correct: [
    [['Senior Product Designer'], "I'm a senior product designer."],
    [['Senior Quality Engineer, Rolls-Royce, 2019 to present.'], 'Senior quality engineer is my title at Rolls-Royce.'],
    [['UX Designer'], "I'm Maya Chen, a UX designer!"],
    [['Named Engineer of the Year 2023 by the plant'], 'He was named Engineer of the Year 2023 by the plant.'],
    [['Named Engineer of the Year 2023 by the plant'], 'In 2023 the plant named me its Engineer of the Year.'],
    [['Head of IT'], 'It is a chance to do more of that work.'],
    [['https://www.linkedin.com/in/priyasharma'], 'Hiring managers can get in touch through LinkedIn at linkedin.com/in/priyasharma.'],
    [['FULL-STACK DEVELOPER.'], "I'm a full-stack developer."],
    [['Gas Safe registered engineer'], 'I have been a Gas Safe registered engineer since 2012.'],
    [['NHS digital teams'], 'NHS digital teams are welcome to get in touch.'],
    [['Royal College of Nursing'], 'I am a member of the Royal College of Nursing.'],
    [['Royal College of Nursing'], 'Royal College of Nursing members are welcome to get in touch.'],
    [['Solar PV Installer'], "I'm a solar PV installer."],
    [['O\'Brien "Bob" <Dev>'], 'I\'m O\'Brien "Bob" Dev, and I work as a full-stack developer.'],
    [['Hartley & Sons'], 'Hartley & Sons is a family-run joinery in York.'],
    [['Chartered Quality Professional (CQP MCQI)'], 'I am also a Chartered Quality Professional (CQP MCQI).'],
    [['Interview for a quality manager role'], 'I am now looking for a quality manager role.'],
    [['PhD in Chemistry'], 'I hold a PhD in Chemistry.'],
    [['McDonald'], "I spent three years at McDonald's."],
    [['Tomasz Wiśniewski'], 'Tomasz Wiśniewski is a senior quality engineer.'],
    [['MEng Mechanical Engineering, University of Sheffield, 2014.'], 'I hold an MEng in Mechanical Engineering from the University of Sheffield.'],
    [['Site manager at a renewable energy contractor'], 'If you manage sites for a renewable energy contractor, I would be glad to connect.'],
    [['Northfield NHS Trust'], 'She has been a health data analyst at Northfield NHS Trust since 2021.'],
    [['Startup founders'], "Startup founders? Let's connect."],
    [['BSc Nursing, University of Cork (2014)'], 'My qualifications include BSc Nursing, University of Cork (2014).'],
    [['Dr. Grace Okafor'], "I'm Dr. Grace Okafor."],
    [['Breathe Easy Ltd', 'Founded Breathe Easy Ltd'], 'I also worked as a nurse and founded Breathe Easy Ltd.'],
  ],
};

const EXAMPLES = new URL('../../../../../shared/writing-examples.md', import.meta.url);

/** The answers of the four examples in writing-examples.md, as typed there. */
const EXAMPLE_ANSWERS: Record<number, string[]> = {
  1: [
    'Bongani Dlamini',
    'he/him',
    'Electrician who retrained as a solar installer',
    'Solar PV Installer',
    'Site manager at a renewable energy contractor',
    'Interview for a lead installer job',
    'Get more homes in my town running on clean power',
    'Installed over 200 rooftop systems; trained 4 apprentices',
  ],
  2: ['Maya Chen', 'UX designer', 'UX Designer', 'Startup founders', 'Networking evening', 'Help startups make products people love'],
  3: [
    'Hartley & Sons',
    'We are a family-run joinery in York making bespoke kitchens',
    'Managing Director',
    'Homeowners planning a new kitchen',
    'About page of our website',
    'Build kitchens that last for generations',
    'Over 400 kitchens fitted since 1998; every piece made in our own workshop',
  ],
  4: [
    'Tomasz Wiśniewski',
    'he/him',
    'Quality engineer in aerospace manufacturing',
    'Senior Quality Engineer',
    'Head of quality at a medical device maker',
    'Interview for a quality manager role',
    "Make sure every part that leaves the line is one I'd trust with my own family",
    'Cut scrap rates by 22% on a turbine blade line; Chartered Quality Professional (CQP MCQI); Named Engineer of the Year 2023 by the plant',
    'Senior Quality Engineer, Rolls-Royce, 2019 to present. Quality Engineer, GKN Aerospace, 2014-2019. MEng Mechanical Engineering, University of Sheffield, 2014.',
  ],
};

/** The quoted texts of writing-examples.md by example number: "> " lines, a lone ">" between paragraphs. */
function exampleTexts(markdown: string): { example: number; text: string }[] {
  const texts: { example: number; text: string }[] = [];
  let example = 0;
  let quoted: string[] = [];
  for (const line of [...markdown.split('\n'), '']) {
    example = Number(/^## (\d+)\./.exec(line)?.[1] ?? example);
    if (line.startsWith('>')) quoted.push(line.replace(/^> ?/, ''));
    else if (quoted.length) {
      const paragraphs = quoted.join('\n').split('\n\n').map((paragraph) => paragraph.replace(/\n/g, ' '));
      texts.push({ example, text: paragraphs.join('\n\n') });
      quoted = [];
    }
  }
  return texts;
}

describe('findGrammarFaults', () => {
  describe.each(Object.entries(SENTENCE_CASES))('%s', (kind, { faulty, correct }) => {
    it.each(faulty)('flags %s', (sentence) => {
      const faults = findGrammarFaults(sentence);
      expect(faults.map((fault) => fault.kind)).toContain(kind);
      for (const fault of faults) expect(fault.reason.length).toBeLessThanOrEqual(200);
    });

    it.each(correct)('passes %s', (sentence) => {
      expect(findGrammarFaults(sentence)).toEqual([]);
    });
  });

  describe('lost-case', () => {
    it.each(LOST_CASE.faulty)('flags, typed %j, %s', (typed, sentence) => {
      expect(findGrammarFaults(sentence, typed).map((fault) => fault.kind)).toEqual(['lost-case']);
    });

    it.each(LOST_CASE.correct)('passes, typed %j, %s', (typed, sentence) => {
      expect(findGrammarFaults(sentence, typed)).toEqual([]);
    });

    it('says which form to restore, and is skipped without the answers', () => {
      expect(findGrammarFaults('I hold a phD in Chemistry.', ['PhD in Chemistry'])[0]?.reason).toBe('"phD" should be "PhD", as the person typed it');
      expect(findGrammarFaults("I'm a gas Safe registered engineer.", ['Gas Safe registered engineer'])[0]?.reason).toBe(
        '"gas Safe" should be "Gas Safe", as the person typed it',
      );
      expect(findGrammarFaults('I hold a phD in Chemistry.')).toEqual([]);
    });
  });

  it('reports each fault with its sentence as it stands in the text, one paragraph or several', () => {
    const text = "Hi, I'm Dr. Grace Okafor. I am designer.\n\nI taught in 3 schools since 2010; I have been at Breathe Easy since 2020.";
    expect(findGrammarFaults(text)).toEqual([
      { kind: 'missing-article', sentence: 'I am designer.', reason: '"I am designer" needs an article: write "I am a designer"' },
      {
        kind: 'past-with-since',
        sentence: 'I taught in 3 schools since 2010; I have been at Breathe Easy since 2020.',
        reason: 'the simple past "taught" does not go with "since 2010": use the present perfect ("have" with the past participle)',
      },
    ]);
    expect(findGrammarFaults('I market manager.')[0]?.reason).toBe('the verb "market" is followed by the bare role "manager": write "I am a marketing manager"');
  });

  describe('the texts of writing-examples.md', () => {
    it('finds the file and its thirteen texts', () => {
      expect(existsSync(EXAMPLES)).toBe(true);
      expect(exampleTexts(readFileSync(EXAMPLES, 'utf8'))).toHaveLength(13);
    });

    it.each(existsSync(EXAMPLES) ? exampleTexts(readFileSync(EXAMPLES, 'utf8')) : [])('passes example $example: $text', ({ example, text }) => {
      const typed = EXAMPLE_ANSWERS[example];
      expect(typed).toBeDefined();
      expect(findGrammarFaults(text, typed)).toEqual([]);
    });
  });

  it('checks a 250-word text in a few milliseconds (measured, not asserted: the machine may be busy)', () => {
    const sentences = exampleTexts(readFileSync(EXAMPLES, 'utf8')).flatMap(({ text }) => text.split(/(?<=[.!?])\s+/));
    const words: string[] = [];
    for (const sentence of sentences) if (words.length < 250) words.push(...sentence.split(' '));
    const text = words.join(' ');
    const typed = EXAMPLE_ANSWERS[4];
    for (let i = 0; i < 50; i++) findGrammarFaults(text, typed);
    const runs = 200;
    const start = performance.now();
    for (let i = 0; i < runs; i++) findGrammarFaults(text, typed);
    const perText = (performance.now() - start) / runs;
    console.log(`findGrammarFaults: ${perText.toFixed(2)} ms for a ${words.length}-word text, ${((perText * 250) / words.length).toFixed(2)} ms per 250 words`);
    expect(findGrammarFaults(text, typed)).toEqual([]);
  });
});
