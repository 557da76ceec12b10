// Texts a careful person wrote from four questionnaires (rich and thin answers, an organisation, a CV with a
// credential and an award): the bar the writers are held to, and texts every check must pass.

/** Each text with the number of the questionnaire it was written from (see WRITING_EXAMPLE_ANSWERS). */
export const WRITING_EXAMPLES: ReadonlyArray<{ example: number; text: string }> = [
  {
    example: 1,
    text: "Hi, I'm Bongani Dlamini. I'm a solar PV installer, and I came to solar as an electrician who retrained. Since then I've installed over 200 rooftop systems and trained 4 apprentices, so I know the work on the roof and how to bring new people up to speed on it. What drives me is getting more homes in my town running on clean power. That's why this lead installer job appeals to me: it's a chance to do more of that work and to help a whole crew do it well. I'd be glad to talk about how I could help your team.",
  },
  {
    example: 1,
    text: "I want to get more homes in my town running on clean power.\n\nI'm Bongani Dlamini, a solar PV installer. I started out as an electrician and retrained as a solar installer, and I've since installed over 200 rooftop systems and trained 4 apprentices.\n\nI'm now looking for a lead installer role. If you manage sites for a renewable energy contractor, I'd be glad to connect.",
  },
  {
    example: 1,
    text: "Hi, I'm Bongani Dlamini, a solar PV installer. I was an electrician before I retrained in solar, and I've since installed over 200 rooftop systems and trained 4 apprentices. I want to get more homes in my town running on clean power, so if you run solar sites and need someone to lead an install, let's talk.",
  },
  {
    example: 1,
    text: 'Bongani Dlamini is a solar PV installer who trained first as an electrician. He has installed over 200 rooftop systems and trained 4 apprentices. His aim is to get more homes in his town running on clean power, and he is looking to lead installation crews for a renewable energy contractor.',
  },
  {
    example: 2,
    text: "Hi, I'm Maya Chen, a UX designer! I help start-ups make products people love. If you're a founder working on something new, I'd love to hear about it tonight.",
  },
  { example: 2, text: "I'm Maya Chen, a UX designer, and I help start-ups make products people love. If you're a founder, let's connect!" },
  {
    example: 2,
    text: "I'm Maya Chen, and I'm a UX designer. What I want to do is help start-ups make products people love, and I'd love to talk about how I could do that with you.",
  },
  {
    example: 2,
    text: 'Maya Chen is a UX designer who helps start-ups make products people love. Founders can get in touch with Maya to talk about their product.',
  },
  {
    example: 3,
    text: 'Hartley & Sons is a family-run joinery in York that makes bespoke kitchens. Since 1998 the team has fitted over 400 kitchens, and every piece is made in its own workshop. The aim is simple: to build kitchens that last for generations. Homeowners planning a new kitchen are welcome to get in touch to talk through their plans.',
  },
  {
    example: 4,
    text: 'Thank you for having me. I am Tomasz Wiśniewski, a senior quality engineer in aerospace manufacturing. I have been at Rolls-Royce since 2019; before that I was a quality engineer at GKN Aerospace from 2014 to 2019, after an MEng in Mechanical Engineering at the University of Sheffield. On a turbine blade line I cut scrap rates by 22%, and in 2023 the plant named me its Engineer of the Year. I am also a Chartered Quality Professional. What drives me is making sure every part that leaves the line is one I would trust with my own family, and that is why this quality manager role appeals to me. I would be glad to discuss how I could contribute to your team.',
  },
  {
    example: 4,
    text: 'I make sure every part that leaves the line is one I would trust with my own family.\n\nI am Tomasz Wiśniewski, a senior quality engineer in aerospace manufacturing and a Chartered Quality Professional (CQP MCQI). I have worked at Rolls-Royce since 2019. Before that I was a quality engineer at GKN Aerospace from 2014 to 2019, and I hold an MEng in Mechanical Engineering from the University of Sheffield.\n\nOn a turbine blade line I cut scrap rates by 22%, and in 2023 the plant named me its Engineer of the Year.\n\nI am now looking for a quality manager role. If you lead quality at a medical device maker, I would be glad to connect.',
  },
  {
    example: 4,
    text: 'Tomasz Wiśniewski is a senior quality engineer in aerospace manufacturing and a Chartered Quality Professional (CQP MCQI). He holds an MEng in Mechanical Engineering from the University of Sheffield, worked as a quality engineer at GKN Aerospace from 2014 to 2019, and has been at Rolls-Royce since 2019. He cut scrap rates by 22% on a turbine blade line and was named Engineer of the Year 2023 by the plant. His aim is to make sure every part that leaves the line is one he would trust with his own family. Heads of quality at medical device makers are welcome to get in touch.',
  },
  {
    example: 4,
    text: 'Hello, I am Tomasz Wiśniewski, a senior quality engineer at Rolls-Royce and a Chartered Quality Professional. I cut scrap rates by 22% on a turbine blade line, and I want every part that leaves the line to be one I would trust with my own family. If you lead quality at a medical device maker, I would be glad to talk.',
  },
];
