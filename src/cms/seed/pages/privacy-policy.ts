import type { PageSeed } from './types';

export const privacyPolicyPageSeed: PageSeed = {
  path: '/privacy-policy',
  title: {
    en: 'Privacy Policy',
    sv: 'Integritetspolicy',
  },
  description: {
    en: 'How we handle the personal data you send us through the contact form, which cookies the site uses, and your rights under the GDPR.',
    sv: 'Så hanterar vi de personuppgifter du skickar via kontaktformuläret, vilka kakor webbplatsen använder och vilka rättigheter du har enligt dataskyddsförordningen.',
  },
  layout: [
    {
      blockType: 'legal',
      title: {
        en: 'Privacy policy',
        sv: 'Integritetspolicy',
      },
      intro: {
        en: 'What we do with the details you send us, why, for how long – and how you can see, change or delete them.',
        sv: 'Vad vi gör med de uppgifter du skickar till oss, varför och hur länge – och hur du kan se, ändra eller radera dem.',
      },
      updated: '2026-11-23T12:00:00.000Z',
      sections: [
        {
          anchor: 'controller',
          heading: {
            en: 'Who is responsible for your data',
            sv: 'Vem som ansvarar för dina uppgifter',
          },
          paragraphs: [
            {
              text: {
                en: '{companyName}, {postalAddress}, Sweden, is the controller of the personal data described on this page. If you have questions about how we handle it, write to {email} or call {phone}.',
                sv: '{companyName}, {postalAddress}, är personuppgiftsansvarig för de uppgifter som beskrivs på den här sidan. Har du frågor om hur vi hanterar dem kan du mejla {email} eller ringa {phone}.',
              },
            },
          ],
          items: [

          ],
        },
        {
          anchor: 'what-we-collect',
          heading: {
            en: 'What we collect when you contact us',
            sv: 'Vilka uppgifter vi samlar in när du kontaktar oss',
          },
          paragraphs: [
            {
              text: {
                en: 'When you send the contact form we store:',
                sv: 'När du skickar kontaktformuläret sparar vi:',
              },
            },
            {
              text: {
                en: 'We collect nothing else about you: the site has no accounts, no analytics and no advertising trackers.',
                sv: 'Mer än så samlar vi inte in om dig. Webbplatsen har inga användarkonton, ingen besöksstatistik och inga annonsspårare.',
              },
            },
          ],
          items: [
            {
              text: {
                en: 'your first and last name, work e-mail address and company',
                sv: 'ditt för- och efternamn, din e-postadress på jobbet och ditt företag',
              },
            },
            {
              text: {
                en: 'your phone number, if you give one',
                sv: 'ditt telefonnummer, om du uppger det',
              },
            },
            {
              text: {
                en: 'the topic you chose and your message',
                sv: 'det ämne du valt och ditt meddelande',
              },
            },
            {
              text: {
                en: 'that you accepted this policy, which version of the consent text you saw and when',
                sv: 'att du godkänt den här policyn, vilken version av samtyckestexten du såg och när',
              },
            },
            {
              text: {
                en: 'the language of the page you wrote from',
                sv: 'språket på sidan du skrev från',
              },
            },
            {
              text: {
                en: 'a one-way, salted fingerprint (hash) of your IP address – never the address itself – so that the form can limit repeated submissions',
                sv: 'ett saltat fingeravtryck (hashvärde) av din IP-adress som inte kan räknas tillbaka till adressen – aldrig själva adressen – så att formuläret kan begränsa upprepade inskick',
              },
            },
          ],
        },
        {
          anchor: 'purpose',
          heading: {
            en: 'Why we use it, and on what legal basis',
            sv: 'Varför vi använder uppgifterna och med vilket rättsligt stöd',
          },
          paragraphs: [
            {
              text: {
                en: 'We use your details to answer your enquiry and to follow it up – for example to book a demo, send information about the products you asked about, or put you in touch with the right person. The legal basis is your consent (Article 6(1)(a) GDPR), which you give with the checkbox on the form. A form without that checkbox (the request for the Circular Testing report) rests instead on our legitimate interest in answering a request you have sent us (Article 6(1)(f) GDPR).',
                sv: 'Vi använder dina uppgifter för att svara på din förfrågan och följa upp den – till exempel för att boka en demo, skicka information om de produkter du frågat om eller sätta dig i kontakt med rätt person hos oss. Den rättsliga grunden är ditt samtycke (artikel 6.1 a i dataskyddsförordningen), som du lämnar genom kryssrutan i formuläret. Ett formulär utan kryssruta (beställningen av rapporten om Circular Testing) grundar sig i stället på vårt berättigade intresse av att besvara en förfrågan som du har skickat till oss (artikel 6.1 f i dataskyddsförordningen).',
              },
            },
            {
              text: {
                en: 'We use the fingerprint of your IP address only to protect the form against spam and abuse, on the basis of our legitimate interest (Article 6(1)(f) GDPR). We never sell your details, and we do not use them for automated decision-making or profiling.',
                sv: 'Fingeravtrycket av din IP-adress använder vi bara för att skydda formuläret mot skräppost och missbruk, med stöd av vårt berättigade intresse (artikel 6.1 f). Vi säljer aldrig dina uppgifter, och vi använder dem inte för automatiserat beslutsfattande eller profilering.',
              },
            },
          ],
          items: [

          ],
        },
        {
          anchor: 'recipients',
          heading: {
            en: 'Who can see it',
            sv: 'Vem som kan ta del av uppgifterna',
          },
          paragraphs: [
            {
              text: {
                en: 'Your enquiry is stored on our own servers and passed on to the system our sales and customer teams use to answer it. Companies that run these systems for us may process the data only on our instructions, under a data processing agreement, and within the EU/EEA. We disclose personal data to public authorities only where the law requires it.',
                sv: 'Din förfrågan lagras på våra egna servrar och förs vidare till det system som våra sälj- och kundteam använder för att svara. De företag som driver systemen åt oss får bara behandla uppgifterna enligt våra instruktioner, med stöd av ett personuppgiftsbiträdesavtal och inom EU/EES. Till myndigheter lämnar vi ut personuppgifter bara när lagen kräver det.',
              },
            },
          ],
          items: [

          ],
        },
        {
          anchor: 'retention',
          heading: {
            en: 'How long we keep it',
            sv: 'Hur länge vi sparar uppgifterna',
          },
          paragraphs: [
            {
              text: {
                en: 'We keep an enquiry as long as we need it to handle and follow it up, and no longer than 24 months after our last contact with you. You can ask us to delete it sooner at any time. The fingerprint used against spam is kept with your enquiry; the counters of the spam protection are cleared within half an hour.',
                sv: 'Vi sparar en förfrågan så länge vi behöver den för att hantera och följa upp den, dock högst 24 månader efter vår senaste kontakt med dig. Du kan när som helst be oss radera den innan dess. Fingeravtrycket som används mot skräppost sparas tillsammans med förfrågan, medan räknarna i skyddet mot skräppost rensas inom en halvtimme.',
              },
            },
          ],
          items: [

          ],
        },
        {
          anchor: 'your-rights',
          heading: {
            en: 'Your rights',
            sv: 'Dina rättigheter',
          },
          paragraphs: [
            {
              text: {
                en: 'Under the GDPR you have the right to:',
                sv: 'Enligt dataskyddsförordningen har du rätt att:',
              },
            },
            {
              text: {
                en: 'Write to {email} and we will answer within one month. If you think we handle your data wrongly, you can complain to the Swedish Authority for Privacy Protection (Integritetsskyddsmyndigheten, IMY).',
                sv: 'Mejla {email} så svarar vi inom en månad. Om du anser att vi behandlar dina uppgifter felaktigt kan du lämna klagomål till Integritetsskyddsmyndigheten (IMY).',
              },
            },
          ],
          items: [
            {
              text: {
                en: 'find out what we hold about you and get a copy of it',
                sv: 'få veta vilka uppgifter vi har om dig och få en kopia av dem',
              },
            },
            {
              text: {
                en: 'have wrong details corrected',
                sv: 'få felaktiga uppgifter rättade',
              },
            },
            {
              text: {
                en: 'have your details erased',
                sv: 'få dina uppgifter raderade',
              },
            },
            {
              text: {
                en: 'object to or restrict how we use them',
                sv: 'invända mot eller begränsa hur vi använder dem',
              },
            },
            {
              text: {
                en: 'receive them in a machine-readable format (data portability)',
                sv: 'få ut dem i ett maskinläsbart format (dataportabilitet)',
              },
            },
            {
              text: {
                en: 'withdraw your consent at any time, which does not affect what we did before you withdrew it',
                sv: 'när som helst återkalla ditt samtycke, vilket inte påverkar det vi gjort innan du återkallade det',
              },
            },
          ],
        },
        {
          anchor: 'cookies',
          heading: {
            en: 'Cookies and local storage',
            sv: 'Kakor (cookies) och lokal lagring',
          },
          paragraphs: [
            {
              text: {
                en: 'We use no analytics, advertising or tracking cookies, and the site loads nothing from other websites. It stores only:',
                sv: 'Vi använder inga kakor för statistik, annonsering eller spårning, och webbplatsen hämtar ingenting från andra webbplatser. Det enda som sparas är:',
              },
            },
            {
              text: {
                en: 'These only remember choices you made yourself, so they need no consent. You can delete them at any time in your browser settings.',
                sv: 'De kommer bara ihåg val som du själv har gjort och kräver därför inget samtycke. Du kan när som helst radera dem i webbläsarens inställningar.',
              },
            },
          ],
          items: [
            {
              text: {
                en: '{localeCookieName} – a cookie with the language you chose, so the site opens in that language next time (kept for one year)',
                sv: '{localeCookieName} – en kaka med det språk du valt, så att webbplatsen öppnas på det språket nästa gång (sparas i ett år)',
              },
            },
            {
              text: {
                en: '{localeStorageKey} – the same language choice, in your browser’s local storage',
                sv: '{localeStorageKey} – samma språkval, i webbläsarens lokala lagring',
              },
            },
            {
              text: {
                en: '{cookieNoticeStorageKey} – in local storage, so that the cookie notice is not shown again once you have closed it',
                sv: '{cookieNoticeStorageKey} – i den lokala lagringen, så att informationen om kakor inte visas igen när du väl har stängt den',
              },
            },
          ],
          link: {
            label: {
              en: 'Read the cookie policy',
              sv: 'Läs cookiepolicyn',
            },
            href: '/cookie-policy',
          },
        },
        {
          anchor: 'changes',
          heading: {
            en: 'Changes to this policy',
            sv: 'Ändringar i policyn',
          },
          paragraphs: [
            {
              text: {
                en: 'We update this policy when the way we handle personal data changes; the date at the top shows the current version. If a change affects what you agreed to on the contact form, we will ask for your consent again.',
                sv: 'Vi uppdaterar policyn när vårt sätt att hantera personuppgifter ändras, och datumet högst upp visar den gällande versionen. Om en ändring påverkar det du godkände i kontaktformuläret ber vi om ditt samtycke på nytt.',
              },
            },
          ],
          items: [

          ],
        },
      ],
    },
  ],
};
