import type { PageSeed } from './types';

export const termsOfServicePageSeed: PageSeed = {
  path: '/terms-of-service',
  title: {
    en: 'Terms of Service',
    sv: 'Användarvillkor',
  },
  description: {
    en: 'The terms for using the {companyName} website: ownership of its content, why product information is not medical advice, links, liability and the Swedish law that applies.',
    sv: 'Villkoren för att använda vår webbplats: vem som äger innehållet, varför produktinformationen inte är medicinsk rådgivning, länkar, ansvar och att svensk lag gäller.',
  },
  layout: [
    {
      blockType: 'legal',
      title: {
        en: 'Terms of service',
        sv: 'Användarvillkor',
      },
      intro: {
        en: 'The rules for using this website – what you may do with its content, what the information on it is and is not, and who is responsible for what.',
        sv: 'Reglerna för hur du använder webbplatsen – vad du får göra med innehållet, vad informationen är och inte är, och vem som ansvarar för vad.',
      },
      updated: '2026-11-23T12:00:00.000Z',
      sections: [
        {
          anchor: 'about-these-terms',
          heading: {
            en: 'About these terms',
            sv: 'Om villkoren',
          },
          paragraphs: [
            {
              text: {
                en: 'These terms apply to your use of {siteHost} and every page under it (the "site"), which is run by {companyName}, {postalAddress}, Sweden ("we", "us"). By using the site you accept them. If you do not accept them, please do not use the site.',
                sv: 'De här villkoren gäller när du använder {siteHost} och alla sidor under den adressen (”webbplatsen”), som drivs av {companyName}, {postalAddress} (”vi”, ”oss”). Genom att använda webbplatsen godkänner du villkoren. Om du inte godkänner dem ber vi dig att inte använda webbplatsen.',
              },
            },
            {
              text: {
                en: 'How we handle personal data is described in our privacy policy, and what the site stores in your browser in our cookie policy. Both are part of how the site works, but they are separate documents.',
                sv: 'Hur vi behandlar personuppgifter beskrivs i vår integritetspolicy, och vad webbplatsen sparar i din webbläsare beskrivs i vår cookiepolicy. Båda hör till hur webbplatsen fungerar, men de är separata dokument.',
              },
            },
          ],
          items: [

          ],
        },
        {
          anchor: 'what-the-site-is',
          heading: {
            en: 'What the site is – and is not',
            sv: 'Vad webbplatsen är – och inte är',
          },
          paragraphs: [
            {
              text: {
                en: 'The site presents our company, our rapid tests and our testing programmes. In particular:',
                sv: 'Webbplatsen presenterar vårt företag, våra snabbtester och våra testprogram. Det innebär bland annat att:',
              },
            },
            {
              text: {
                en: 'Product information, article numbers and pack sizes may change without notice. What applies to a delivery is the offer or agreement you receive from us, together with the instructions for use that come with each product.',
                sv: 'Produktinformation, artikelnummer och förpackningsstorlekar kan ändras utan föregående meddelande. För en leverans gäller den offert eller det avtal du får från oss, tillsammans med den bruksanvisning som följer med varje produkt.',
              },
            },
          ],
          items: [
            {
              text: {
                en: 'nothing can be bought on the site – orders, prices and deliveries are agreed directly with us or with a retailer, under separate terms',
                sv: 'ingenting kan köpas på webbplatsen – beställningar, priser och leveranser avtalas direkt med oss eller med en återförsäljare, enligt separata villkor',
              },
            },
            {
              text: {
                en: 'there are no user accounts or logins; the only thing you can send us is an enquiry through the contact form',
                sv: 'det finns inga användarkonton eller inloggningar – det enda du kan skicka till oss är en förfrågan via kontaktformuläret',
              },
            },
            {
              text: {
                en: 'figures such as detection times, accuracy and savings describe our products in general and are marketing information, not a promise about a particular test or workplace',
                sv: 'uppgifter om till exempel påvisningstider, träffsäkerhet och besparingar beskriver våra produkter i allmänhet och är marknadsföring, inte ett löfte om att samma siffror gäller för ett visst test eller en viss arbetsplats',
              },
            },
          ],
        },
        {
          anchor: 'no-medical-advice',
          heading: {
            en: 'No medical advice',
            sv: 'Ingen medicinsk rådgivning',
          },
          paragraphs: [
            {
              text: {
                en: 'The information on the site is general and does not replace advice from a doctor, a pharmacist or another qualified professional. Please keep in mind that:',
                sv: 'Informationen på webbplatsen är allmän och ersätter inte råd från läkare, farmaceut eller annan kvalificerad yrkesperson. Tänk på att:',
              },
            },
            {
              text: {
                en: 'If you are unwell or worried about a result, contact your healthcare provider. In Sweden you can call 1177 for healthcare advice at any time, and 112 in an emergency.',
                sv: 'Om du mår dåligt eller är orolig över ett resultat ska du kontakta vården. Du kan alltid ringa 1177 för sjukvårdsrådgivning, och 112 vid akuta nödsituationer.',
              },
            },
          ],
          items: [
            {
              text: {
                en: 'what the site says about a test – its speed, accuracy or detection window – is marketing text; the instructions for use that come with the product are what apply when you use it',
                sv: 'det webbplatsen säger om ett test – hur snabbt det är, hur träffsäkert det är eller hur länge ett intag kan påvisas – är marknadsföring; det är bruksanvisningen som följer med produkten som gäller när du använder den',
              },
            },
            {
              text: {
                en: 'a rapid test gives a screening result, not a diagnosis; a positive drug test must be confirmed by a laboratory where the law, a collective agreement or the employer’s policy requires it, and always before a decision that affects a person',
                sv: 'ett snabbtest ger ett screeningresultat, inte en diagnos; ett positivt drogtest ska bekräftas av laboratorium när lag, kollektivavtal eller arbetsgivarens policy kräver det, och alltid innan ett beslut som påverkar en person fattas',
              },
            },
            {
              text: {
                en: 'a self-test result that worries you, or symptoms that continue despite a negative result, should always be discussed with a doctor',
                sv: 'ett självtestresultat som oroar dig, eller besvär som finns kvar trots ett negativt resultat, ska du alltid ta upp med en läkare',
              },
            },
          ],
        },
        {
          anchor: 'guidance-material',
          heading: {
            en: 'Checklists and guidance are not legal advice',
            sv: 'Checklistor och vägledning är inte juridisk rådgivning',
          },
          paragraphs: [
            {
              text: {
                en: 'Our checklists, guides and other downloadable material describe good practice in general terms. They are not legal advice and cannot take account of your organisation, your collective agreements or your sector. You remain responsible for making sure that your drug and alcohol testing follows labour law, data protection law and your agreements; when in doubt, ask a lawyer or your employers’ organisation.',
                sv: 'Våra checklistor, vägledningar och annat material att ladda ner beskriver god praxis i allmänna termer. De är inte juridisk rådgivning och kan inte ta hänsyn till en enskild organisations förhållanden, kollektivavtal eller bransch. Varje organisation ansvarar själv för att dess drog- och alkoholtestning följer arbetsrätten, dataskyddsreglerna och dess avtal. Vid osäkerhet bör organisationen rådfråga en jurist eller sin arbetsgivarorganisation.',
              },
            },
          ],
          items: [

          ],
        },
        {
          anchor: 'content-and-rights',
          heading: {
            en: 'Who owns the content',
            sv: 'Vem som äger innehållet',
          },
          paragraphs: [
            {
              text: {
                en: 'Texts, illustrations, photographs, graphics, the design of the site and our product names and logos belong to {companyName} or to those who have licensed them to us, and are protected by copyright and trademark law. You may:',
                sv: 'Texter, illustrationer, fotografier, grafik, webbplatsens utformning samt våra produktnamn och logotyper tillhör {companyName} eller dem som har upplåtit dem till oss, och skyddas av upphovsrätt och varumärkesrätt. Du får:',
              },
            },
            {
              text: {
                en: 'You may not republish the content, sell it, present it as your own, or copy substantial parts of the site – for example by automated collection – to build another product or database. Anything beyond what these terms allow needs our written permission.',
                sv: 'Du får inte publicera innehållet på nytt, sälja det, ge ut det som ditt eget eller kopiera väsentliga delar av webbplatsen – till exempel genom automatiserad insamling – för att bygga en annan produkt eller databas. För allt utöver det villkoren tillåter krävs vårt skriftliga tillstånd.',
              },
            },
          ],
          items: [
            {
              text: {
                en: 'read, print and save pages for your own information or for your organisation’s internal use',
                sv: 'läsa, skriva ut och spara sidor för din egen information eller för internt bruk i din organisation',
              },
            },
            {
              text: {
                en: 'copy and adapt our checklists and guidance for internal use in your organisation, as long as you do not remove the reference to us',
                sv: 'kopiera och anpassa våra checklistor och vägledningar för internt bruk i din organisation, så länge hänvisningen till oss finns kvar',
              },
            },
            {
              text: {
                en: 'quote short passages with a clear reference to the source, as the Swedish Copyright Act allows',
                sv: 'citera kortare avsnitt med tydlig källhänvisning, i den omfattning som upphovsrättslagen tillåter',
              },
            },
          ],
        },
        {
          anchor: 'acceptable-use',
          heading: {
            en: 'Using the site fairly',
            sv: 'Hur du får använda webbplatsen',
          },
          paragraphs: [
            {
              text: {
                en: 'You may not use the site in a way that harms it, us or others. That includes:',
                sv: 'Du får inte använda webbplatsen på ett sätt som skadar den, oss eller andra. Det innebär att du inte får:',
              },
            },
            {
              text: {
                en: 'We may block traffic that breaks these rules and report it to the police where it may be a crime.',
                sv: 'Vi kan blockera trafik som bryter mot reglerna och polisanmäla den om den kan vara brottslig.',
              },
            },
          ],
          items: [
            {
              text: {
                en: 'trying to get into systems or data you have no right to, or testing the site’s security without our written consent',
                sv: 'försöka ta dig in i system eller data som du inte har rätt till, eller testa webbplatsens säkerhet utan vårt skriftliga medgivande',
              },
            },
            {
              text: {
                en: 'overloading the site or spreading malicious code',
                sv: 'överbelasta webbplatsen eller sprida skadlig kod',
              },
            },
            {
              text: {
                en: 'sending spam, marketing or false details through the contact form, or writing in someone else’s name',
                sv: 'skicka skräppost, reklam eller falska uppgifter via kontaktformuläret, eller skriva i någon annans namn',
              },
            },
          ],
        },
        {
          anchor: 'links',
          heading: {
            en: 'Links to and from other sites',
            sv: 'Länkar till och från andra webbplatser',
          },
          paragraphs: [
            {
              text: {
                en: 'Where the site links to a website we do not run – an authority, a standard or a partner – we do so for your information. We have no control over those sites and are not responsible for their content, availability or handling of personal data; their own terms apply there.',
                sv: 'När webbplatsen länkar till en webbplats som vi inte driver – till exempel en myndighet, ett standardiseringsorgan eller en samarbetspartner – gör vi det som information till dig. Vi har ingen kontroll över de webbplatserna och ansvarar inte för deras innehåll, tillgänglighet eller hantering av personuppgifter; där gäller deras egna villkor.',
              },
            },
            {
              text: {
                en: 'You are welcome to link to our pages, as long as the link does not suggest a partnership or endorsement that does not exist. Please do not show our pages inside a frame on another site.',
                sv: 'Du får gärna länka till våra sidor, så länge länken inte ger sken av ett samarbete eller en rekommendation som inte finns. Visa inte våra sidor inuti en ram på en annan webbplats.',
              },
            },
          ],
          items: [

          ],
        },
        {
          anchor: 'liability',
          heading: {
            en: 'Limits of our liability',
            sv: 'Begränsning av vårt ansvar',
          },
          paragraphs: [
            {
              text: {
                en: 'We work to keep the site correct, up to date and available, but we cannot guarantee that it always is. The site is provided as it is, and we may change, pause or close parts of it at any time.',
                sv: 'Vi arbetar för att webbplatsen ska vara korrekt, aktuell och tillgänglig, men vi kan inte garantera att den alltid är det. Webbplatsen tillhandahålls i befintligt skick, och vi kan när som helst ändra, pausa eller stänga delar av den.',
              },
            },
            {
              text: {
                en: 'To the extent the law allows, we are not liable for loss or damage that arises because you relied on information on the site, because the site was unavailable, or because of content on sites we link to – including indirect loss such as lost profit or lost data.',
                sv: 'I den utsträckning lagen tillåter ansvarar vi inte för förlust eller skada som uppstår för att du har förlitat dig på information på webbplatsen, för att webbplatsen inte var tillgänglig eller på grund av innehåll på webbplatser som vi länkar till – inte heller för indirekt skada som utebliven vinst eller förlorade data.',
              },
            },
            {
              text: {
                en: 'Nothing in these terms limits liability that cannot be limited under mandatory law, such as liability for damage caused intentionally or by gross negligence, under the Swedish Product Liability Act, or under consumer protection rules.',
                sv: 'Ingenting i villkoren begränsar ett ansvar som inte får begränsas enligt tvingande lag, till exempel ansvar för skada som orsakats med uppsåt eller genom grov vårdslöshet, enligt produktansvarslagen eller enligt konsumentskyddande regler.',
              },
            },
          ],
          items: [

          ],
        },
        {
          anchor: 'changes',
          heading: {
            en: 'Changes to these terms',
            sv: 'Ändringar av villkoren',
          },
          paragraphs: [
            {
              text: {
                en: 'We may update these terms, for example when the site or the law changes. The date at the top of this page shows when they last changed; the terms in force when you use the site are the ones that apply.',
                sv: 'Vi kan uppdatera villkoren, till exempel när webbplatsen eller lagstiftningen ändras. Datumet högst upp på sidan visar när de senast ändrades. När du använder webbplatsen gäller de villkor som är publicerade vid det tillfället.',
              },
            },
          ],
          items: [

          ],
        },
        {
          anchor: 'law-and-disputes',
          heading: {
            en: 'Applicable law and disputes',
            sv: 'Tillämplig lag och tvister',
          },
          paragraphs: [
            {
              text: {
                en: 'Swedish law applies to these terms and to your use of the site, without regard to its conflict-of-law rules. A dispute that we cannot resolve together is decided by a Swedish general court, with Stockholm District Court (Stockholms tingsrätt) as the court of first instance.',
                sv: 'Svensk lag gäller för villkoren och för din användning av webbplatsen, med undantag för lagvalsregler. En tvist som vi inte kan lösa tillsammans avgörs av allmän domstol i Sverige, med Stockholms tingsrätt som första instans.',
              },
            },
            {
              text: {
                en: 'If you are a consumer, this does not take away the protection that the mandatory consumer law of the country where you live gives you, nor your right to bring a case in its courts.',
                sv: 'Om du är konsument begränsar detta inte det skydd som tvingande konsumentlagstiftning i ditt hemland ger dig, och inte heller din rätt att väcka talan vid domstol där.',
              },
            },
          ],
          items: [

          ],
        },
        {
          anchor: 'contact',
          heading: {
            en: 'Contact',
            sv: 'Kontakt',
          },
          paragraphs: [
            {
              text: {
                en: 'Questions about these terms are welcome: write to {email}, call {phone} or send a letter to {companyName}, {postalAddress}, Sweden.',
                sv: 'Har du frågor om villkoren är du välkommen att mejla {email}, ringa {phone} eller skriva till {companyName}, {postalAddress}.',
              },
            },
          ],
          items: [

          ],
          link: {
            label: {
              en: 'Contact Us',
              sv: 'Kontakta oss',
            },
            href: '/contact',
          },
        },
      ],
    },
  ],
};
