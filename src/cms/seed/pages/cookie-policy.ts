import type { PageSeed } from './types';

export const cookiePolicyPageSeed: PageSeed = {
  path: '/cookie-policy',
  title: {
    en: 'Cookie Policy',
    sv: 'Cookiepolicy',
  },
  description: {
    en: 'Exactly what our website stores in your browser and why: one language cookie and two local-storage entries, all strictly necessary. No analytics or advertising cookies.',
    sv: 'Exakt vad vår webbplats sparar i din webbläsare och varför: en språkkaka och två värden i den lokala lagringen, alla nödvändiga. Inga kakor för statistik eller annonsering.',
  },
  layout: [
    {
      blockType: 'legal',
      title: {
        en: 'Cookie policy',
        sv: 'Cookiepolicy',
      },
      intro: {
        en: 'What our website stores in your browser, why, for how long – and why none of it tracks you.',
        sv: 'Vad vår webbplats sparar i din webbläsare, varför och hur länge – och varför inget av det spårar dig.',
      },
      updated: '2026-11-23T12:00:00.000Z',
      sections: [
        {
          anchor: 'in-short',
          heading: {
            en: 'In short',
            sv: 'I korthet',
          },
          paragraphs: [
            {
              text: {
                en: 'The {companyName} website uses no analytics, advertising or social media cookies, and it loads nothing from other websites – not even fonts. It stores {siteStorageCount} small items in your browser, and only to remember choices you have made yourself:',
                sv: 'Webbplatsen använder inga kakor för statistik, annonsering eller sociala medier, och den hämtar ingenting från andra webbplatser – inte ens typsnitt. Den sparar {siteStorageCount} små uppgifter i din webbläsare, och bara för att komma ihåg val som du själv har gjort:',
              },
            },
            {
              text: {
                en: 'Because this storage is strictly necessary for functions you ask for, the law does not require your consent for it, which is why the site shows a short notice rather than asking you to accept or refuse cookies.',
                sv: 'Eftersom lagringen är nödvändig för funktioner som du själv efterfrågar krävs enligt lag inget samtycke till den. Därför visar webbplatsen ett kort meddelande i stället för att be dig godkänna eller neka kakor.',
              },
            },
          ],
          items: [
            {
              text: {
                en: 'the language you chose (kept both as a cookie and in your browser’s local storage)',
                sv: 'vilket språk du har valt (sparas både som kaka och i webbläsarens lokala lagring)',
              },
            },
            {
              text: {
                en: 'that you have closed the notice about cookies',
                sv: 'att du har stängt informationen om kakor',
              },
            },
          ],
        },
        {
          anchor: 'cookies-and-local-storage',
          heading: {
            en: 'What cookies and local storage are',
            sv: 'Vad kakor och lokal lagring är',
          },
          paragraphs: [
            {
              text: {
                en: 'A cookie is a small text file that a website saves in your browser and that the browser sends back to the same website with every visit. Local storage is a similar store inside your browser that only the website’s own pages can read; it is never sent to the server.',
                sv: 'En kaka (cookie) är en liten textfil som en webbplats sparar i din webbläsare och som webbläsaren skickar tillbaka till samma webbplats vid varje besök. Lokal lagring (local storage) fungerar på liknande sätt, men värdena stannar i webbläsaren och kan bara läsas av webbplatsens egna sidor – de skickas aldrig till servern.',
              },
            },
            {
              text: {
                en: 'The Swedish Electronic Communications Act (chapter 9, section 28) covers both: storing information in a visitor’s browser requires consent, unless it is necessary to provide a service the visitor has asked for. Everything listed below is of that necessary kind.',
                sv: 'Lagen om elektronisk kommunikation (9\u00a0kap. 28\u00a0§) omfattar båda: att lagra uppgifter i en besökares webbläsare kräver samtycke, om det inte är nödvändigt för att leverera en tjänst som besökaren har efterfrågat. Allt som anges nedan är av det nödvändiga slaget.',
              },
            },
          ],
          items: [

          ],
        },
        {
          anchor: 'what-we-store',
          heading: {
            en: 'What we store',
            sv: 'Vad vi sparar',
          },
          paragraphs: [
            {
              text: {
                en: 'This is the complete list. Nothing is stored until you use the function in question: a first visit where you only read leaves nothing behind in your browser.',
                sv: 'Det här är den fullständiga listan. Ingenting sparas förrän du använder funktionen i fråga – ett första besök där du bara läser lämnar inga spår i din webbläsare.',
              },
            },
            {
              text: {
                en: 'None of these entries identifies you, is shared with anyone or is used to follow you across pages or websites.',
                sv: 'Ingen av uppgifterna identifierar dig, delas med någon eller används för att följa dig mellan sidor eller webbplatser.',
              },
            },
          ],
          items: [

          ],
          table: 'siteStorage',
        },
        {
          anchor: 'what-we-do-not-use',
          heading: {
            en: 'What we do not use',
            sv: 'Vad vi inte använder',
          },
          paragraphs: [
            {
              text: {
                en: 'The site has no:',
                sv: 'Webbplatsen har inga:',
              },
            },
            {
              text: {
                en: 'When you send the contact form, the details you enter are stored on our servers – not in your browser. How we handle them is described in the privacy policy.',
                sv: 'När du skickar kontaktformuläret sparas uppgifterna du fyller i på våra servrar – inte i din webbläsare. Hur vi hanterar dem beskrivs i integritetspolicyn.',
              },
            },
          ],
          items: [
            {
              text: {
                en: 'analytics or statistics cookies, and no visitor tracking of any other kind',
                sv: 'kakor för statistik eller besöksanalys, och ingen annan form av spårning av besökare',
              },
            },
            {
              text: {
                en: 'advertising or retargeting cookies',
                sv: 'kakor för annonsering eller riktad marknadsföring',
              },
            },
            {
              text: {
                en: 'social media buttons, embedded videos or maps that set cookies of their own',
                sv: 'knappar till sociala medier, inbäddade videoklipp eller kartor som sätter egna kakor',
              },
            },
            {
              text: {
                en: 'fonts, scripts or images loaded from other companies’ servers',
                sv: 'typsnitt, skript eller bilder som hämtas från andra företags servrar',
              },
            },
          ],
          link: {
            label: {
              en: 'Read the privacy policy',
              sv: 'Läs integritetspolicyn',
            },
            href: '/privacy-policy',
          },
        },
        {
          anchor: 'your-choices',
          heading: {
            en: 'Deleting or blocking them',
            sv: 'Så raderar eller blockerar du dem',
          },
          paragraphs: [
            {
              text: {
                en: 'You can delete cookies and local storage for this site at any time in your browser’s settings (usually under privacy or site data), and you can block them altogether. The site still works: it will simply open in English on unprefixed addresses and show the notice about cookies again.',
                sv: 'Du kan när som helst radera kakor och lokal lagring för webbplatsen i webbläsarens inställningar (oftast under sekretess eller webbplatsdata), och du kan blockera dem helt. Webbplatsen fungerar ändå – den öppnas bara på engelska på adresser utan språkprefix och visar informationen om kakor igen.',
              },
            },
          ],
          items: [

          ],
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
                en: 'If we ever want to use a cookie that is not strictly necessary – for example for statistics – we will add it here first and ask for your consent before it is set. The date at the top shows when this policy last changed.',
                sv: 'Om vi någon gång vill använda en kaka som inte är nödvändig – till exempel för statistik – lägger vi först till den här och ber om ditt samtycke innan den sätts. Datumet högst upp visar när policyn senast ändrades.',
              },
            },
          ],
          items: [

          ],
        },
        {
          anchor: 'contact',
          heading: {
            en: 'Questions',
            sv: 'Frågor',
          },
          paragraphs: [
            {
              text: {
                en: 'If you have questions about cookies on the site, write to {email} or call {phone}.',
                sv: 'Har du frågor om kakor på webbplatsen är du välkommen att mejla {email} eller ringa {phone}.',
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
