import type { PageSeed } from './types';

export const complianceChecklistPageSeed: PageSeed = {
  path: '/resources/compliance-checklist',
  title: {
    en: 'Workplace Drug and Alcohol Testing: Compliance Checklist',
    sv: 'Drog- och alkoholtester i arbetslivet: checklista',
  },
  description: {
    en: 'A free checklist for employers in Sweden and the Nordics: policy, consultation with unions, GDPR, test methods and cut-offs, chain of custody, medical review, communication and support. Download it as a PDF.',
    sv: 'En kostnadsfri checklista för arbetsgivare i Sverige och övriga Norden: policy, MBL-förhandling, dataskydd, testmetoder och gränsvärden, provkedja, läkarverifiering, information och stöd. Ladda ner den som PDF.',
  },
  breadcrumb: {
    en: 'Compliance checklist',
    sv: 'Checklista för drogtester',
  },
  layout: [
    {
      blockType: 'checklist',
      title: {
        en: 'Compliance checklist for workplace drug and alcohol testing',
        sv: 'Checklista för drog- och alkoholtester i arbetslivet',
      },
      intro: {
        en: 'Everything an employer in Sweden and the Nordics should have in place before the first sample is taken – and afterwards. Work through it online, print it, or download it as a PDF.',
        sv: 'Allt som en arbetsgivare i Sverige och övriga Norden bör ha på plats innan det första provet tas – och efteråt. Gå igenom den här på sidan, skriv ut den eller ladda ner den som PDF.',
      },
      scene: '/resources/compliance-checklist',
      updated: '2026-11-23T12:00:00.000Z',
      download: {
        document: 'compliance-checklist',
        label: {
          en: 'Download PDF',
          sv: 'Ladda ner PDF',
        },
        format: {
          en: 'PDF',
          sv: 'PDF',
        },
        printLabel: {
          en: 'Print Checklist',
          sv: 'Skriv ut checklistan',
        },
      },
      contentsLabel: {
        en: 'In this checklist',
        sv: 'I checklistan',
      },
      disclaimer: {
        title: {
          en: 'Guidance, not legal advice',
          sv: 'Vägledning, inte juridisk rådgivning',
        },
        text: {
          en: 'This checklist describes good practice for workplace drug and alcohol testing in general terms. It is not legal advice, and the rules differ between countries, sectors and collective agreements. Have your policy reviewed by a lawyer or your employers’ organisation before you start testing.',
          sv: 'Checklistan beskriver god praxis för drog- och alkoholtester i arbetslivet i allmänna termer. Den är inte juridisk rådgivning, och reglerna skiljer sig mellan länder, branscher och kollektivavtal. Låt en jurist eller er arbetsgivarorganisation granska er policy innan ni börjar testa.',
        },
      },
      sections: [
        {
          anchor: 'policy',
          title: {
            en: 'Write an alcohol and drug policy',
            sv: 'Ta fram en alkohol- och drogpolicy',
          },
          intro: {
            en: 'Testing is one part of a wider policy. Without a written policy that everyone knows, testing is hard to justify – and hard to defend if it is challenged.',
            sv: 'Tester är en del av en bredare policy. Utan en skriftlig policy som alla känner till är tester svåra att motivera – och svåra att försvara om de ifrågasätts.',
          },
          items: [
            {
              anchor: 'policy-purpose',
              text: {
                en: 'State why you test: safety, health and security in your operations – not control for its own sake.',
                sv: 'Beskriv varför ni testar: säkerhet, hälsa och trygghet i verksamheten – inte kontroll för kontrollens skull.',
              },
              detail: {
                en: 'The Swedish Labour Court weighs the employer’s reasons against the employee’s personal integrity. A clear safety purpose is what makes testing acceptable.',
                sv: 'Arbetsdomstolen väger arbetsgivarens skäl mot arbetstagarens personliga integritet. Ett tydligt säkerhetssyfte är det som gör tester godtagbara.',
              },
            },
            {
              anchor: 'policy-rules',
              text: {
                en: 'Set the rules: no alcohol or drugs at or before work, how prescribed medicines that may affect fitness for work are reported, and what applies at work-related events.',
                sv: 'Bestäm reglerna: ingen alkohol och inga droger i arbetet eller före det, hur läkemedel som kan påverka arbetsförmågan ska anmälas och vad som gäller vid arbetsrelaterade evenemang.',
              },
            },
            {
              anchor: 'policy-occasions',
              text: {
                en: 'Define when tests are done: before employment, on reasonable suspicion, after an incident, at random in safety-critical roles, and as follow-up during rehabilitation.',
                sv: 'Bestäm när tester görs: inför anställning, vid skälig misstanke, efter ett tillbud, slumpvis i säkerhetskritiska befattningar och som uppföljning under rehabilitering.',
              },
              detail: {
                en: 'Random testing is generally accepted only where the work is safety-critical or security-sensitive. Name the roles it covers and say why.',
                sv: 'Slumpvisa tester godtas i regel bara när arbetet är säkerhetskritiskt eller säkerhetskänsligt. Ange vilka befattningar som omfattas och varför.',
              },
            },
            {
              anchor: 'policy-scope',
              text: {
                en: 'Say who is covered – employees, managers, temporary staff and consultants – and how contractors are bound by the same rules.',
                sv: 'Ange vilka som omfattas – anställda, chefer, visstidsanställda och konsulter – och hur entreprenörer förpliktas att följa samma regler.',
              },
            },
            {
              anchor: 'policy-consequences',
              text: {
                en: 'Describe what follows a confirmed positive result or a refusal to be tested: removal from safety-critical duties, an offer of support, and the labour law steps that may follow.',
                sv: 'Beskriv vad som händer efter ett bekräftat positivt resultat eller en vägran att testa sig: avstängning från säkerhetskritiska arbetsuppgifter, erbjudande om stöd och vilka arbetsrättsliga åtgärder som kan följa.',
              },
              detail: {
                en: 'Nobody can be forced to give a sample, but the policy can say how a refusal is treated.',
                sv: 'Ingen kan tvingas att lämna prov, men policyn kan ange hur en vägran hanteras.',
              },
            },
            {
              anchor: 'policy-ownership',
              text: {
                en: 'Name who owns the policy and who may decide that a test is taken, and review the policy at least once a year.',
                sv: 'Ange vem som äger policyn och vem som får besluta om att ett test ska tas, och se över policyn minst en gång om året.',
              },
            },
          ],
          cutOffTable: false,
        },
        {
          anchor: 'consultation',
          title: {
            en: 'Involve employee representatives',
            sv: 'Involvera arbetstagarnas företrädare',
          },
          intro: {
            en: 'Introducing testing is an important change at the workplace. Involving the unions and the safety organisation early is required – and it builds the trust the programme depends on.',
            sv: 'Att införa tester är en viktig förändring på arbetsplatsen. Att involvera facket och skyddsorganisationen tidigt är ett krav – och det skapar det förtroende som hela programmet bygger på.',
          },
          items: [
            {
              anchor: 'consult-mbl',
              text: {
                en: 'Negotiate with the local union before you decide: under section 11 of the Co-determination Act (MBL) if you are bound by a collective agreement, otherwise under section 13 where union members are particularly affected.',
                sv: 'Förhandla med den lokala fackliga organisationen innan ni beslutar: enligt 11\u00a0§ medbestämmandelagen (MBL) om ni är bundna av kollektivavtal, annars enligt 13\u00a0§ när fackmedlemmar berörs särskilt.',
              },
              detail: {
                en: 'Keep the minutes of the negotiation with the policy.',
                sv: 'Spara förhandlingsprotokollet tillsammans med policyn.',
              },
            },
            {
              anchor: 'consult-agreements',
              text: {
                en: 'Check your collective agreements and any local agreements on alcohol, drugs, testing or rehabilitation – some sectors have rules of their own.',
                sv: 'Gå igenom era kollektivavtal och eventuella lokala avtal om alkohol, droger, tester eller rehabilitering – vissa branscher har egna regler.',
              },
            },
            {
              anchor: 'consult-safety',
              text: {
                en: 'Bring the safety representatives and the safety committee into the risk assessment that the testing is based on.',
                sv: 'Låt skyddsombuden och skyddskommittén delta i den riskbedömning som testerna bygger på.',
              },
              detail: {
                en: 'Their role is set out in chapter 6 of the Work Environment Act.',
                sv: 'Deras roll framgår av 6\u00a0kap. arbetsmiljölagen.',
              },
            },
            {
              anchor: 'consult-proportionality',
              text: {
                en: 'Document a proportionality assessment: the risks you want to reduce, why less intrusive measures are not enough, and which roles and test types are justified.',
                sv: 'Dokumentera en proportionalitetsbedömning: vilka risker ni vill minska, varför mindre ingripande åtgärder inte räcker och vilka befattningar och testtyper som är motiverade.',
              },
            },
          ],
          cutOffTable: false,
        },
        {
          anchor: 'data-protection',
          title: {
            en: 'Protect the personal data',
            sv: 'Skydda personuppgifterna',
          },
          intro: {
            en: 'A test result is health data – a special category of personal data under Article 9 of the GDPR. Decide how it is handled before the first sample is taken.',
            sv: 'Ett testresultat är en uppgift om hälsa – en känslig personuppgift enligt artikel\u00a09 i dataskyddsförordningen (GDPR). Bestäm hur den ska hanteras innan det första provet tas.',
          },
          items: [
            {
              anchor: 'gdpr-legal-basis',
              text: {
                en: 'Identify your legal basis under Article 6 and the exception under Article 9 – for employers usually Article 9(2)(b) together with chapter 3, section 2 of the Swedish Data Protection Act (2018:218).',
                sv: 'Fastställ den rättsliga grunden enligt artikel\u00a06 och undantaget enligt artikel\u00a09 – för arbetsgivare oftast artikel\u00a09.2 b tillsammans med 3\u00a0kap. 2\u00a0§ dataskyddslagen (2018:218).',
              },
              detail: {
                en: 'Do not rely on consent as the legal basis: in an employment relationship it is rarely freely given, as the Swedish Authority for Privacy Protection (IMY) has pointed out.',
                sv: 'Använd inte samtycke som rättslig grund: i ett anställningsförhållande är det sällan frivilligt, vilket Integritetsskyddsmyndigheten (IMY) har påpekat.',
              },
            },
            {
              anchor: 'gdpr-consent-to-test',
              text: {
                en: 'Still ask for the person’s agreement to each test and record it on the test form.',
                sv: 'Be ändå om personens medgivande till varje test och dokumentera det på testblanketten.',
              },
              detail: {
                en: 'This is agreement to the test itself – nobody can be made to give a sample – and is separate from the legal basis for processing the result.',
                sv: 'Det gäller själva testet – ingen kan tvingas att lämna prov – och är skilt från den rättsliga grunden för att behandla resultatet.',
              },
            },
            {
              anchor: 'gdpr-dpia',
              text: {
                en: 'Carry out a data protection impact assessment (Article 35) before you start, and involve your data protection officer if you have one.',
                sv: 'Gör en konsekvensbedömning avseende dataskydd (artikel\u00a035) innan ni börjar, och involvera ert dataskyddsombud om ni har ett.',
              },
              detail: {
                en: 'Systematic testing of employees will normally require one.',
                sv: 'Systematiska tester av anställda kräver normalt en sådan bedömning.',
              },
            },
            {
              anchor: 'gdpr-information',
              text: {
                en: 'Tell employees in writing what is collected, why, who sees it, how long it is kept and what their rights are (Articles 13 and 14).',
                sv: 'Informera de anställda skriftligt om vad som samlas in, varför, vem som får ta del av det, hur länge det sparas och vilka rättigheter de har (artiklarna 13 och 14).',
              },
            },
            {
              anchor: 'gdpr-access',
              text: {
                en: 'Limit who sees results: the full result goes only to those who need it, such as the occupational health service or the medical review officer; the manager learns only whether the person is fit for duty or needs follow-up.',
                sv: 'Begränsa vem som ser resultaten: hela resultatet går bara till dem som behöver det, till exempel företagshälsovården eller den läkare som gör läkarverifieringen (MRO). Chefen får bara veta om personen kan arbeta eller behöver följas upp.',
              },
              detail: {
                en: 'Keep results out of the general personnel file.',
                sv: 'Förvara inte resultaten i den vanliga personalakten.',
              },
            },
            {
              anchor: 'gdpr-retention',
              text: {
                en: 'Set retention periods and delete results when they are no longer needed, and make sure laboratories and the occupational health service process the data under a data processing agreement (or as controllers in their own right) within the EU/EEA.',
                sv: 'Bestäm lagringstider och radera resultat när de inte längre behövs. Se till att laboratorier och företagshälsovård behandlar uppgifterna med stöd av ett personuppgiftsbiträdesavtal (eller som egna personuppgiftsansvariga) inom EU/EES.',
              },
            },
          ],
          cutOffTable: false,
        },
        {
          anchor: 'methods',
          title: {
            en: 'Choose test methods and cut-offs',
            sv: 'Välj testmetoder och gränsvärden',
          },
          intro: {
            en: 'Match the sample to the question you need answered: recent use that may affect work today, or use over a longer period.',
            sv: 'Välj provtyp efter den fråga ni behöver svar på: intag som skett nyligen och kan påverka arbetet i dag, eller bruk under en längre period.',
          },
          items: [
            {
              anchor: 'method-urine',
              text: {
                en: 'Urine: the standard for workplace screening; shows use over roughly the past one to three days, longer with regular cannabis use.',
                sv: 'Urin: standardmetoden för screening i arbetslivet. Visar intag under ungefär de senaste ett till tre dygnen, längre vid regelbundet cannabisbruk.',
              },
              detail: {
                en: 'Needs a toilet and checks against dilution and adulteration.',
                sv: 'Kräver tillgång till toalett och kontroll av utspädning och manipulation.',
              },
              link: {
                label: {
                  en: 'See Urine Tests',
                  sv: 'Se urintesterna',
                },
                href: '/drug-tests#urine-tests',
              },
            },
            {
              anchor: 'method-saliva',
              text: {
                en: 'Saliva (oral fluid): shows recent use within about 24–48\u00a0hours, which suits testing after an incident or on suspicion.',
                sv: 'Saliv: visar om intag skett nyligen, inom cirka 24–48\u00a0timmar, och passar därför efter ett tillbud eller vid misstanke.',
              },
              detail: {
                en: 'Sampling can be supervised anywhere without intruding on privacy.',
                sv: 'Provtagningen kan övervakas var som helst utan att inkräkta på den personliga integriteten.',
              },
              link: {
                label: {
                  en: 'See the Saliva Test',
                  sv: 'Se salivtestet',
                },
                href: '/drug-tests#saliva-tests',
              },
            },
            {
              anchor: 'method-hair',
              text: {
                en: 'Hair: shows use over about the past 90\u00a0days; suits pre-employment and follow-up, but cannot show whether someone is affected today.',
                sv: 'Hår: visar bruk under ungefär de senaste 90\u00a0dagarna. Passar inför anställning och vid uppföljning, men kan inte visa om någon är påverkad i dag.',
              },
              link: {
                label: {
                  en: 'About Hair Analysis',
                  sv: 'Om håranalys',
                },
                href: '/products/hair-analysis',
              },
            },
            {
              anchor: 'method-alcohol',
              text: {
                en: 'Alcohol: breath testing shows the level right now. Set your limit in the policy – many employers use the Swedish drink-driving limit (0.2 per mille in blood, 0.10\u00a0mg/l in breath) or a stricter one in safety-critical work.',
                sv: 'Alkohol: utandningsprov visar halten just nu. Ange gränsen i policyn – många arbetsgivare använder gränsen för rattfylleri (0,2\u00a0promille i blodet, 0,10\u00a0mg/l i utandningsluften) eller en strängare i säkerhetskritiskt arbete.',
              },
            },
            {
              anchor: 'method-panel',
              text: {
                en: 'Choose the panel: the standard panel covers amphetamines, benzodiazepines, cannabis (THC), cocaine, opiates and methamphetamine; add substances that matter in your region and sector, such as tramadol, fentanyl or pregabalin.',
                sv: 'Välj panel: standardpanelen omfattar amfetamin, bensodiazepiner, cannabis (THC), kokain, opiater och metamfetamin. Lägg till substanser som är aktuella i er region och bransch, till exempel tramadol, fentanyl eller pregabalin.',
              },
              link: {
                label: {
                  en: 'Compare Multi-Panel Tests',
                  sv: 'Jämför multipaneler',
                },
                href: '/drug-tests#multipanels',
              },
            },
            {
              anchor: 'method-cut-offs',
              text: {
                en: 'Use recognised screening cut-offs and keep them the same throughout the programme.',
                sv: 'Använd vedertagna gränsvärden för screening och håll dem oförändrade under hela programmet.',
              },
              detail: {
                en: 'The laboratory confirms with lower cut-offs of its own accredited method.',
                sv: 'Laboratoriet bekräftar med de lägre gränsvärdena i sin egen ackrediterade metod.',
              },
            },
            {
              anchor: 'method-ce-marking',
              text: {
                en: 'Use CE-marked tests intended for professional use under the EU regulation on in vitro diagnostic medical devices (IVDR), from a manufacturer with ISO\u00a013485-certified quality management, exactly as the instructions for use say.',
                sv: 'Använd CE-\u2060märkta tester avsedda för professionellt bruk enligt EU:s förordning om medicintekniska produkter för in vitro-diagnostik (IVDR), från en tillverkare med ISO\u00a013485-\u2060certifierat kvalitetsledningssystem, och följ bruksanvisningen exakt.',
              },
            },
          ],
          cutOffTable: true,
        },
        {
          anchor: 'chain-of-custody',
          title: {
            en: 'Secure the chain of custody',
            sv: 'Säkra en obruten provkedja',
          },
          intro: {
            en: 'A result is only as strong as the procedure behind it. Make every step traceable, from the moment the sample is taken until the result is reported.',
            sv: 'Ett resultat är aldrig starkare än rutinen bakom det. Gör varje steg spårbart, från det att provet tas tills resultatet rapporteras.',
          },
          items: [
            {
              anchor: 'custody-staff',
              text: {
                en: 'Let trained staff take the samples – the occupational health service or people you have trained – never the person’s own manager alone.',
                sv: 'Låt utbildad personal ta proven – företagshälsovården eller personer som ni har utbildat – aldrig den egna chefen ensam.',
              },
            },
            {
              anchor: 'custody-identity',
              text: {
                en: 'Check identity with photo ID, and record the date, time and place and who took the sample.',
                sv: 'Kontrollera identiteten med fotolegitimation och anteckna datum, tid, plats och vem som tog provet.',
              },
            },
            {
              anchor: 'custody-privacy',
              text: {
                en: 'Take samples in a private room, and supervise urine sampling only as far as your risk assessment justifies – and then by someone of the same sex.',
                sv: 'Ta proven i ett avskilt rum, och övervaka urinprovtagning bara i den utsträckning riskbedömningen motiverar – och då av någon av samma kön.',
              },
            },
            {
              anchor: 'custody-tampering',
              text: {
                en: 'Guard urine samples against manipulation: colour the toilet water and turn off the tap, check the temperature (32–38\u00a0°C within four minutes), and check creatinine and pH with a manipulation control.',
                sv: 'Skydda urinprov mot manipulation: färga toalettvattnet och stäng av kranen, kontrollera temperaturen (32–38\u00a0°C inom fyra minuter) och kontrollera kreatinin och pH med en manipulationskontroll.',
              },
              link: {
                label: {
                  en: 'See Manipulation Control',
                  sv: 'Se manipulationskontrollen',
                },
                href: '/drug-tests#manipulation-control',
              },
            },
            {
              anchor: 'custody-seal',
              text: {
                en: 'Seal the sample in a tamper-evident container in front of the person, split it into an A and a B sample where confirmation may follow, and have both of you sign the chain-of-custody form.',
                sv: 'Försegla provet i personens närvaro i en behållare med säkerhetsförsegling (som visar om den har öppnats), dela upp det i ett A- och ett B-prov när bekräftelse kan bli aktuell, och låt både provtagaren och personen skriva under provtagningsprotokollet.',
              },
            },
            {
              anchor: 'custody-transport',
              text: {
                en: 'Store and send samples as the laboratory instructs, together with the form, and log every hand-over.',
                sv: 'Förvara och skicka proven enligt laboratoriets anvisningar, tillsammans med protokollet, och logga varje överlämning.',
              },
            },
          ],
          cutOffTable: false,
        },
        {
          anchor: 'confirmation-and-review',
          title: {
            en: 'Confirm results and use a medical review officer',
            sv: 'Bekräfta resultat och använd läkarverifiering (MRO)',
          },
          intro: {
            en: 'A rapid test gives a screening result. Before it affects anyone, a positive result must be confirmed by a laboratory and reviewed by a doctor.',
            sv: 'Ett snabbtest ger ett screeningresultat. Innan det påverkar någon ska ett positivt resultat bekräftas av laboratorium och granskas av en läkare.',
          },
          items: [
            {
              anchor: 'review-preliminary',
              text: {
                en: 'A preliminary positive rapid test is not a final result: tell the person calmly and in private, and do not act on it until a laboratory has confirmed it.',
                sv: 'Ett preliminärt positivt snabbtest är inget slutligt resultat: berätta det för personen lugnt och i enrum, och vidta inga åtgärder förrän laboratoriet har bekräftat det.',
              },
            },
            {
              anchor: 'review-interim',
              text: {
                en: 'Decide what happens while the confirmation is pending – usually the person is moved from safety-critical duties, on the terms your policy and agreements set.',
                sv: 'Bestäm vad som gäller i väntan på bekräftelsen – oftast flyttas personen från säkerhetskritiska arbetsuppgifter, på de villkor som er policy och era avtal anger.',
              },
            },
            {
              anchor: 'review-laboratory',
              text: {
                en: 'Send preliminary positive samples for confirmation by a laboratory accredited for the analysis (in Sweden by Swedac), using a specific method such as LC-MS/MS.',
                sv: 'Skicka preliminärt positiva prov för bekräftelse till ett laboratorium som är ackrediterat för analysen (i Sverige av Swedac) och som använder en specifik metod, till exempel LC-MS/MS.',
              },
            },
            {
              anchor: 'review-mro',
              text: {
                en: 'Let a medical review officer (MRO) go through every confirmed positive result with the person before it is reported, so that prescribed medicines and other legitimate explanations are found.',
                sv: 'Låt en läkare granska varje bekräftat positivt resultat (läkarverifiering, MRO) tillsammans med personen innan det rapporteras, så att förskrivna läkemedel och andra godtagbara förklaringar kommer fram.',
              },
            },
            {
              anchor: 'review-b-sample',
              text: {
                en: 'Offer analysis of the B sample at another laboratory if the person disputes the result.',
                sv: 'Erbjud analys av B-provet vid ett annat laboratorium om personen ifrågasätter resultatet.',
              },
            },
            {
              anchor: 'review-reporting',
              text: {
                en: 'Decide how results are reported and to whom – normally the manager learns the conclusion, not the substance or the level.',
                sv: 'Bestäm hur resultat rapporteras och till vem – normalt får chefen veta slutsatsen, inte vilken substans det gäller eller halten.',
              },
            },
          ],
          cutOffTable: false,
        },
        {
          anchor: 'communication',
          title: {
            en: 'Communicate before you start',
            sv: 'Informera innan ni börjar',
          },
          intro: {
            en: 'Nobody should be surprised by a test. Clear information in advance is what the GDPR requires, and it is what makes the programme fair.',
            sv: 'Ingen ska bli överraskad av ett test. Dataskyddsförordningen kräver tydlig information i förväg – och det är den som gör programmet rättvist.',
          },
          items: [
            {
              anchor: 'inform-staff',
              text: {
                en: 'Present the policy to all employees before the first test, at a meeting and in writing, and allow reasonable time before testing starts.',
                sv: 'Presentera policyn för alla anställda före det första testet, på ett möte och skriftligt, och låt det gå rimlig tid innan testerna börjar.',
              },
            },
            {
              anchor: 'inform-applicants',
              text: {
                en: 'Tell applicants in the job advertisement or at the interview that a drug test is part of recruitment, and test only the candidate you intend to hire.',
                sv: 'Tala om för sökande i platsannonsen eller vid intervjun att ett drogtest ingår i rekryteringen, och testa bara den kandidat som ni tänker anställa.',
              },
            },
            {
              anchor: 'inform-managers',
              text: {
                en: 'Train managers to recognise signs of alcohol and drug problems, to hold the first conversation, and to know what the policy lets them do.',
                sv: 'Utbilda cheferna i att känna igen tecken på alkohol- och drogproblem, i att ta det första samtalet och i vad policyn tillåter dem att göra.',
              },
            },
            {
              anchor: 'inform-contractors',
              text: {
                en: 'Inform contractors and staffing agencies, and write the requirements into their contracts.',
                sv: 'Informera entreprenörer och bemanningsföretag, och skriv in kraven i avtalen med dem.',
              },
            },
            {
              anchor: 'inform-help',
              text: {
                en: 'Name a contact person for questions, and explain where employees can get confidential help without being tested.',
                sv: 'Utse en kontaktperson för frågor, och berätta var de anställda kan få konfidentiellt stöd utan att testas.',
              },
            },
          ],
          cutOffTable: false,
        },
        {
          anchor: 'follow-up-and-support',
          title: {
            en: 'Follow up and offer support',
            sv: 'Följ upp och erbjud stöd',
          },
          intro: {
            en: 'The aim is a safe workplace and employees who get help – not to catch people out. Testing without support undermines the whole programme.',
            sv: 'Målet är en säker arbetsplats och medarbetare som får hjälp – inte att sätta dit någon. Tester utan stöd undergräver hela programmet.',
          },
          items: [
            {
              anchor: 'support-rehabilitation',
              text: {
                en: 'Have a rehabilitation routine ready: the employer is responsible for work-oriented rehabilitation under the Work Environment Act (chapter 3, section 2 a) and the Social Insurance Code (chapter 30).',
                sv: 'Se till att det finns en rutin för rehabilitering: arbetsgivaren ansvarar för den arbetslivsinriktade rehabiliteringen enligt arbetsmiljölagen (3\u00a0kap. 2\u00a0a\u00a0§) och socialförsäkringsbalken (30\u00a0kap.).',
              },
            },
            {
              anchor: 'support-occupational-health',
              text: {
                en: 'Agree with your occupational health service on assessment, referral to treatment and follow-up – and on what it costs.',
                sv: 'Kom överens med företagshälsovården om bedömning, remiss till behandling och uppföljning – och om vad det kostar.',
              },
            },
            {
              anchor: 'support-plan',
              text: {
                en: 'After a confirmed positive result, draw up an individual plan with the person: treatment, follow-up tests with dates, and a clear way back to normal duties.',
                sv: 'Upprätta en individuell plan tillsammans med personen efter ett bekräftat positivt resultat: behandling, uppföljande tester med datum och en tydlig väg tillbaka till ordinarie arbetsuppgifter.',
              },
            },
            {
              anchor: 'support-follow-up-tests',
              text: {
                en: 'Carry out the follow-up tests agreed in the plan, and document them as carefully as the first test.',
                sv: 'Genomför de uppföljande tester som planen anger, och dokumentera dem lika noggrant som det första testet.',
              },
            },
            {
              anchor: 'support-evaluation',
              text: {
                en: 'Evaluate the programme every year with the safety representatives: tests by type, anonymised results, incidents, and whether the policy needs to change.',
                sv: 'Utvärdera programmet varje år tillsammans med skyddsombuden: antal tester per typ, avidentifierade resultat, tillbud och olyckor samt om policyn behöver ändras.',
              },
            },
          ],
          cutOffTable: false,
        },
        {
          anchor: 'nordic-countries',
          title: {
            en: 'Testing in other Nordic countries',
            sv: 'Tester i övriga Norden',
          },
          intro: {
            en: 'The principles are the same across the Nordics, but the rules are not. Check the local rules before you test in another country.',
            sv: 'Principerna är desamma i hela Norden, men reglerna skiljer sig. Kontrollera de lokala reglerna innan ni testar i ett annat land.',
          },
          items: [
            {
              anchor: 'nordic-norway',
              text: {
                en: 'Norway: an employer may require testing only where the law provides for it, for positions involving particular risk, or where it is necessary to protect life or health (Working Environment Act, section 9-4).',
                sv: 'Norge: arbetsgivaren får bara kräva tester när lag eller förordning föreskriver det, för befattningar med särskild risk eller när det behövs för att skydda liv eller hälsa (arbeidsmiljøloven §\u00a09-4).',
              },
            },
            {
              anchor: 'nordic-finland',
              text: {
                en: 'Finland: the Act on the Protection of Privacy in Working Life allows drug testing only for certain duties, through occupational health care, and requires a written substance abuse programme at the workplace.',
                sv: 'Finland: lagen om integritetsskydd i arbetslivet tillåter drogtester bara för vissa arbetsuppgifter, via företagshälsovården, och kräver ett skriftligt missbruksprogram på arbetsplatsen.',
              },
            },
            {
              anchor: 'nordic-denmark',
              text: {
                en: 'Denmark: there is no general act on workplace drug testing; testing needs an objective reason, must be proportionate and announced in advance, and is often regulated by collective agreements.',
                sv: 'Danmark: det finns ingen allmän lag om drogtester i arbetslivet. Tester kräver sakliga skäl, ska vara proportionerliga och aviseras i förväg, och regleras ofta i kollektivavtal.',
              },
            },
          ],
          cutOffTable: false,
        },
      ],
      cutOffs: {
        caption: {
          en: 'Screening cut-offs of our urine and saliva tests',
          sv: 'Gränsvärden för screening i våra urin- och salivtester',
        },
        substanceColumn: {
          en: 'Substance',
          sv: 'Substans',
        },
        urineColumn: {
          en: 'Urine (ng/mL)',
          sv: 'Urin (ng/ml)',
        },
        salivaColumn: {
          en: 'Saliva (ng/mL)',
          sv: 'Saliv (ng/ml)',
        },
        note: {
          en: 'Saliva cut-offs are lower because the drug itself is measured rather than its metabolite in urine.',
          sv: 'Gränsvärdena i saliv är lägre eftersom själva substansen mäts, inte dess nedbrytningsprodukt i urinen.',
        },
        link: {
          label: {
            en: 'All cut-offs in the drug-test catalogue',
            sv: 'Alla gränsvärden i sortimentet av drogtester',
          },
          href: '/drug-tests',
        },
      },
    },
    {
      blockType: 'callToAction',
      heading: {
        en: 'Need help setting up testing?',
        sv: 'Vill ni ha hjälp att komma i gång?',
      },
      description: {
        en: 'We help employers choose tests, train the people who take samples, and set up confirmation and medical review with accredited partners.',
        sv: 'Vi hjälper arbetsgivare att välja tester, utbilda dem som tar proven och ordna bekräftelseanalys och läkarverifiering med ackrediterade partner.',
      },
      actions: [
        {
          label: {
            en: 'Contact Us',
            sv: 'Kontakta oss',
          },
          href: '/contact',
          variant: 'accent',
        },
        {
          label: {
            en: 'Explore Drug Tests',
            sv: 'Se våra drogtester',
          },
          href: '/drug-tests',
          variant: 'inverse',
        },
      ],
    },
  ],
};
