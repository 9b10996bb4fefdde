import type { PageSeed } from './types';

/** The investor page; its texts name the Investor figures as `{placeholders}`, and its investor summary PDF prints it. */
export const investorsPageSeed: PageSeed = {
  path: '/investors',
  title: {
    en: 'Investors – the investment opportunity',
    sv: 'Investerare – investeringsmöjligheten',
  },
  description: {
    en: 'Invest in Nordic rapid diagnostics: the round, our financial plan, market, strategic initiatives, risks and an investor deck to download.',
    sv: 'Investera i nordisk snabbdiagnostik: rundan, vår finansiella plan, marknaden, strategiska initiativ, risker och en investerarpresentation att ladda ner.',
  },
  layout: [
    {
      blockType: 'figuresHero',
      badge: {
        en: 'Investor relations',
        sv: 'Investerarrelationer',
      },
      badgeIcon: 'chart-up',
      title: {
        en: 'Invest in faster, fairer diagnostics',
        sv: 'Investera i snabbare och rättvisare diagnostik',
      },
      description: {
        en: 'We are raising {raiseTotal} – a {raiseBridge} bridge followed by a {raiseSeriesA} Series A – to take our rapid tests and testing programmes across the Nordics and into Europe, with profitability from {profitability}.',
        sv: 'Vi tar in {raiseTotal} – en bryggfinansiering på {raiseBridge} följd av en Series A-runda på {raiseSeriesA} – för att lansera våra snabbtester och testprogram i hela Norden och vidare ut i Europa, med lönsamhet från {profitability}.',
      },
      scene: '/investors',
      figuresLabel: {
        en: 'The round',
        sv: 'Rundan',
      },
      figures: [
        {
          value: {
            en: '{raiseTotal}',
            sv: '{raiseTotal}',
          },
          label: {
            en: 'Raise',
            sv: 'Kapitalbehov',
          },
          detail: {
            en: '{raiseBridge} bridge + {raiseSeriesA} Series A',
            sv: '{raiseBridge} brygga + {raiseSeriesA} Series A',
          },
        },
        {
          value: {
            en: '{preMoney}',
            sv: '{preMoney}',
          },
          label: {
            en: 'Pre-money valuation',
            sv: 'Värdering före emission',
          },
        },
        {
          value: {
            en: '{minimumInvestment}',
            sv: '{minimumInvestment}',
          },
          label: {
            en: 'Minimum investment',
            sv: 'Lägsta investering',
          },
        },
      ],
      actions: [
        {
          label: {
            en: 'Investment Opportunity',
            sv: 'Investeringsmöjligheten',
          },
          href: '#investment-opportunity',
          variant: 'accent',
        },
        {
          label: {
            en: 'Schedule Meeting',
            sv: 'Boka ett möte',
          },
          href: '/contact',
          variant: 'inverse',
        },
      ],
      download: {
        label: {
          en: 'Download Investor Deck',
          sv: 'Ladda ner investerarpresentationen',
        },
        format: {
          en: 'PDF',
          sv: 'PDF',
        },
        href: {
          en: '/downloads/en/investor-summary.pdf',
          sv: '/downloads/sv/investor-summary.pdf',
        },
      },
    },
    {
      blockType: 'disclaimer',
      blockName: 'disclaimer',
      title: {
        en: 'Not an offer of securities',
        sv: 'Inget erbjudande om värdepapper',
      },
      text: {
        en: 'This page and the investor deck are for information only. They describe our plans and forecasts and are not an offer to sell, or a solicitation of an offer to buy, any securities. Forecasts involve risks and uncertainties, and actual results may differ.',
        sv: 'Den här sidan och investerarpresentationen lämnas endast i informationssyfte. De beskriver våra planer och prognoser och utgör varken ett erbjudande att sälja eller en uppmaning att köpa värdepapper. Prognoser är förenade med risker och osäkerhet, och det faktiska utfallet kan avvika.',
      },
    },
    {
      blockType: 'figureCards',
      blockName: 'key-metrics',
      eyebrow: {
        en: 'At a glance',
        sv: 'I korthet',
      },
      title: {
        en: 'Key metrics',
        sv: 'Nyckeltal',
      },
      tone: 'white',
      figures: [
        {
          value: {
            en: '{revenue2028}',
            sv: '{revenue2028}',
          },
          label: {
            en: 'revenue target for {lastPlanYear}',
            sv: 'omsättningsmål för {lastPlanYear}',
          },
        },
        {
          value: {
            en: '{profitability}',
            sv: '{profitability}',
          },
          label: {
            en: 'first profitable quarter',
            sv: 'första lönsamma kvartalet',
          },
        },
        {
          value: {
            en: '{growthMetric}',
            sv: '{growthMetric}',
          },
          label: {
            en: 'revenue growth, last twelve months',
            sv: 'omsättningstillväxt, de senaste tolv månaderna',
          },
        },
        {
          value: {
            en: '{grossMarginTarget}',
            sv: '{grossMarginTarget}',
          },
          label: {
            en: 'gross margin target',
            sv: 'mål för bruttomarginalen',
          },
        },
        {
          value: {
            en: '{nordicShareTarget}',
            sv: '{nordicShareTarget}',
          },
          label: {
            en: 'target share of the Nordic market',
            sv: 'mål för marknadsandel i Norden',
          },
        },
        {
          value: {
            en: '{roi}',
            sv: '{roi}',
          },
          label: {
            en: 'projected return on investment in {roiYears}\u00a0years',
            sv: 'beräknad avkastning på investeringen inom {roiYears}\u00a0år',
          },
        },
      ],
    },
    {
      blockType: 'financialPlan',
      blockName: 'financials',
      eyebrow: {
        en: 'Financial projections',
        sv: 'Finansiell prognos',
      },
      title: {
        en: 'From growth to profitability',
        sv: 'Från tillväxt till lönsamhet',
      },
      intro: {
        en: 'Revenue grows from {revenue2025} in {firstPlanYear} to {revenue2028} in {lastPlanYear}. EBITDA turns positive in {profitabilityYear}, with margins of {margin2027} in 2027 and {margin2028} in 2028.',
        sv: 'Omsättningen växer från {revenue2025} år {firstPlanYear} till {revenue2028} år {lastPlanYear}. EBITDA blir positivt {profitabilityYear}, med en marginal på {margin2027} år 2027 och {margin2028} år 2028.',
      },
      tone: 'muted',
      tableCaption: {
        en: 'Financial plan {firstPlanYear}–{lastPlanYear}',
        sv: 'Finansiell plan {firstPlanYear}–{lastPlanYear}',
      },
      columns: {
        year: {
          en: 'Year',
          sv: 'År',
        },
        revenue: {
          en: 'Revenue',
          sv: 'Omsättning',
        },
        growth: {
          en: 'Growth',
          sv: 'Tillväxt',
        },
        ebitda: {
          en: 'EBITDA',
          sv: 'EBITDA',
        },
        margin: {
          en: 'EBITDA margin',
          sv: 'EBITDA-marginal',
        },
      },
      noMargin: {
        en: 'negative EBITDA',
        sv: 'negativt EBITDA',
      },
      chartCaption: {
        en: 'Revenue (solid bars) and EBITDA (striped bars) per year, {msekUnit}. Bars below the zero line show negative EBITDA.',
        sv: 'Omsättning (heldragna staplar) och EBITDA (randiga staplar) per år, {msekUnit}. Staplar under nollinjen visar negativt EBITDA.',
      },
      chartTableCaption: {
        en: 'Revenue and EBITDA per year, the chart’s data',
        sv: 'Omsättning och EBITDA per år, diagrammets data',
      },
    },
    {
      blockType: 'marketSizes',
      blockName: 'market',
      eyebrow: {
        en: 'Market analysis',
        sv: 'Marknadsanalys',
      },
      title: {
        en: 'A large market that keeps growing',
        sv: 'En stor marknad som fortsätter att växa',
      },
      intro: {
        en: 'The market for drug and rapid diagnostic testing grows by {marketCagr} a year, by our estimate from published market reports. We start in the Nordics and follow with the DACH region and the United Kingdom.',
        sv: 'Marknaden för drogtester och snabbdiagnostik växer med {marketCagr} per år, enligt vår uppskattning utifrån publicerade marknadsrapporter. Vi börjar i Norden och fortsätter sedan till DACH-regionen och Storbritannien.',
      },
      tone: 'white',
      figures: [
        {
          value: {
            en: '{marketGlobal}',
            sv: '{marketGlobal}',
          },
          label: {
            en: 'global market',
            sv: 'global marknad',
          },
        },
        {
          value: {
            en: '{marketEurope}',
            sv: '{marketEurope}',
          },
          label: {
            en: 'European market',
            sv: 'europeisk marknad',
          },
        },
        {
          value: {
            en: '{marketCagr}',
            sv: '{marketCagr}',
          },
          label: {
            en: 'annual market growth (CAGR)',
            sv: 'årlig marknadstillväxt (CAGR)',
          },
        },
        {
          value: {
            en: '{marketNordic}',
            sv: '{marketNordic}',
          },
          label: {
            en: 'Nordic market',
            sv: 'nordisk marknad',
          },
        },
        {
          value: {
            en: '{marketDach}',
            sv: '{marketDach}',
          },
          label: {
            en: 'DACH market (Germany, Austria, Switzerland)',
            sv: 'DACH-marknaden (Tyskland, Österrike, Schweiz)',
          },
        },
        {
          value: {
            en: '{marketUk}',
            sv: '{marketUk}',
          },
          label: {
            en: 'UK market',
            sv: 'brittisk marknad',
          },
        },
      ],
      chartCaption: {
        en: 'Our target markets by annual size (our estimate from published market reports)',
        sv: 'Våra målmarknader efter årlig storlek (vår uppskattning utifrån publicerade marknadsrapporter)',
      },
      columns: {
        market: {
          en: 'Market',
          sv: 'Marknad',
        },
        size: {
          en: 'Annual size',
          sv: 'Årlig storlek',
        },
      },
      regions: {
        nordic: {
          en: 'Nordics',
          sv: 'Norden',
        },
        dach: {
          en: 'DACH',
          sv: 'DACH',
        },
        uk: {
          en: 'United Kingdom',
          sv: 'Storbritannien',
        },
      },
    },
    {
      blockType: 'initiatives',
      blockName: 'initiatives',
      eyebrow: {
        en: 'Strategic initiatives',
        sv: 'Strategiska initiativ',
      },
      title: {
        en: 'Where the capital takes us',
        sv: 'Dit tar kapitalet oss',
      },
      intro: {
        en: 'Three initiatives turn the round into growth.',
        sv: 'Tre initiativ som gör kapitalet till tillväxt.',
      },
      tone: 'brand',
      carousel: {
        label: {
          en: 'Strategic initiatives',
          sv: 'Strategiska initiativ',
        },
        previous: {
          en: 'Previous initiative',
          sv: 'Föregående initiativ',
        },
        next: {
          en: 'Next initiative',
          sv: 'Nästa initiativ',
        },
      },
      announcements: {
        slide: {
          en: '%index% of %total%',
          sv: '%index% av %total%',
        },
        change: {
          en: 'Initiative %index% of %total%: %title%',
          sv: 'Initiativ %index% av %total%: %title%',
        },
      },
      items: [
        {
          icon: 'globe',
          title: {
            en: 'Nordic expansion',
            sv: 'Nordisk expansion',
          },
          description: {
            en: 'We take what works in Sweden to Norway, Denmark and Finland: local sales and support, framework agreements with regions and occupational health providers, and distribution through partners each market already trusts.',
            sv: 'Vi tar det som fungerar i Sverige till Norge, Danmark och Finland: lokal försäljning och kundtjänst, ramavtal med regioner och företagshälsovården samt distribution via partner som varje marknad redan litar på.',
          },
          highlights: [
            {
              text: {
                en: '{fundsNordicExpansion} of the round',
                sv: '{fundsNordicExpansion} av rundan',
              },
            },
            {
              text: {
                en: 'Sales and support teams in Oslo, Copenhagen and Helsinki',
                sv: 'Sälj- och kundtjänstteam i Oslo, Köpenhamn och Helsingfors',
              },
            },
            {
              text: {
                en: 'Target: {nordicShareTarget} of the Nordic market',
                sv: 'Mål: {nordicShareTarget} av den nordiska marknaden',
              },
            },
          ],
        },
        {
          icon: 'heart',
          title: {
            en: 'Women’s health partnerships',
            sv: 'Partnerskap inom kvinnohälsa',
          },
          description: {
            en: 'Our self-tests for iron levels, fertility and pregnancy reach women through pharmacy chains and clinics. Partnerships with gynaecology clinics and women’s health services add follow-up when a result calls for it.',
            sv: 'Våra självtester för järnvärden, fertilitet och graviditet når kvinnor via apotekskedjor och kliniker. Partnerskap med gynekologmottagningar och kvinnohälsovården ger uppföljning när ett resultat kräver det.',
          },
          highlights: [
            {
              text: {
                en: 'Self-tests sold through Nordic pharmacy chains',
                sv: 'Självtester som säljs via nordiska apotekskedjor',
              },
            },
            {
              text: {
                en: 'Clinical follow-up through partner clinics',
                sv: 'Klinisk uppföljning via partnerkliniker',
              },
            },
            {
              text: {
                en: 'Recurring revenue from repeat testing',
                sv: 'Återkommande intäkter från upprepade tester',
              },
            },
          ],
        },
        {
          icon: 'shield',
          title: {
            en: 'Post-incident testing',
            sv: 'Testning efter tillbud',
          },
          description: {
            en: 'After a workplace incident, every hour counts. Our rapid saliva tests and medical review give employers a verified answer the same day, so investigations move on and staff return to work sooner.',
            sv: 'Efter ett tillbud på arbetsplatsen räknas varje timme. Våra snabba salivtester och läkarverifiering ger arbetsgivaren ett verifierat svar samma dag, så att utredningen kan gå vidare och medarbetarna snabbare kan återgå i arbete.',
          },
          highlights: [
            {
              text: {
                en: '{postAccidentDowntimeReductionPercent} less downtime after an accident',
                sv: '{postAccidentDowntimeReductionPercent} kortare stillestånd efter en olycka',
              },
            },
            {
              text: {
                en: 'Screening results in under {resultMinutes} on site',
                sv: 'Screeningresultat på under {resultMinutes} på plats',
              },
            },
            {
              text: {
                en: 'Medical review officer (MRO) verification built in',
                sv: 'Inbyggd läkarverifiering (MRO)',
              },
            },
          ],
        },
      ],
    },
    {
      blockType: 'comparison',
      blockName: 'competition',
      eyebrow: {
        en: 'Competition',
        sv: 'Konkurrens',
      },
      title: {
        en: 'How we compare',
        sv: 'Så står vi oss',
      },
      intro: {
        en: 'Compared with established laboratory-based testing, we are faster, cost less per test and keep more samples out of the laboratory.',
        sv: 'Jämfört med etablerad laboratoriebaserad testning är vi snabbare, kostar mindre per test och håller fler prov borta från laboratoriet.',
      },
      tone: 'white',
      caption: {
        en: 'Nordic Rapid Diagnostics compared with established testing providers',
        sv: 'Nordic Rapid Diagnostics jämfört med etablerade testleverantörer',
      },
      columns: [
        {
          label: {
            en: 'Feature',
            sv: 'Egenskap',
          },
        },
        {
          label: {
            en: 'Nordic Rapid Diagnostics',
            sv: 'Nordic Rapid Diagnostics',
          },
        },
        {
          label: {
            en: 'Established providers',
            sv: 'Etablerade leverantörer',
          },
        },
      ],
      rows: [
        {
          label: {
            en: 'Time to result',
            sv: 'Tid till svar',
          },
          cells: [
            {
              value: 'text',
              text: {
                en: 'Under {resultMinutes}',
                sv: 'Under {resultMinutes}',
              },
            },
            {
              value: 'text',
              text: {
                en: '{competitorResultMinutes} or more',
                sv: '{competitorResultMinutes} eller mer',
              },
            },
          ],
        },
        {
          label: {
            en: 'Samples that never need a laboratory',
            sv: 'Prov som avgörs utan laboratorieanalys',
          },
          cells: [
            {
              value: 'text',
              text: {
                en: '{labAvoidancePercent}',
                sv: '{labAvoidancePercent}',
              },
            },
            {
              value: 'text',
              text: {
                en: '{competitorLabAvoidancePercent}',
                sv: '{competitorLabAvoidancePercent}',
              },
            },
          ],
        },
        {
          label: {
            en: 'Cost per test',
            sv: 'Kostnad per test',
          },
          cells: [
            {
              value: 'text',
              text: {
                en: '{costPerTestUsd}',
                sv: '{costPerTestUsd}',
              },
            },
            {
              value: 'text',
              text: {
                en: '{traditionalCostPerTestUsd}',
                sv: '{traditionalCostPerTestUsd}',
              },
            },
          ],
        },
        {
          label: {
            en: 'Medical review (MRO) and telehealth referral',
            sv: 'Läkarverifiering (MRO) och hänvisning till digital vård',
          },
          cells: [
            {
              value: 'yes',
            },
            {
              value: 'no',
            },
          ],
        },
        {
          label: {
            en: 'Integration with health-record and HR systems',
            sv: 'Integration med journal- och HR-system',
          },
          cells: [
            {
              value: 'yes',
            },
            {
              value: 'no',
            },
          ],
        },
        {
          label: {
            en: 'ISO\u00a013485-certified quality management',
            sv: 'ISO\u00a013485-\u2060certifierat kvalitetsledningssystem',
          },
          cells: [
            {
              value: 'yes',
            },
            {
              value: 'yes',
            },
          ],
        },
      ],
    },
    {
      blockType: 'traction',
      blockName: 'traction',
      eyebrow: {
        en: 'Traction',
        sv: 'Kommersiella framsteg',
      },
      title: {
        en: 'Proven in daily use',
        sv: 'Beprövat i vardagen',
      },
      intro: {
        en: 'Our tests are used every day in healthcare and at workplaces across the Nordics.',
        sv: 'Våra tester används varje dag i vården och på arbetsplatser i hela Norden.',
      },
      tone: 'muted',
      figures: [
        {
          value: {
            en: '{healthcareFacilities}',
            sv: '{healthcareFacilities}',
          },
          label: {
            en: 'healthcare facilities use our tests',
            sv: 'vårdenheter använder våra tester',
          },
        },
        {
          value: {
            en: '{clientRating}',
            sv: '{clientRating}',
          },
          label: {
            en: 'average client rating',
            sv: 'genomsnittligt kundbetyg',
          },
        },
        {
          value: {
            en: '{labAvoidancePercent}',
            sv: '{labAvoidancePercent}',
          },
          label: {
            en: 'of samples never need a laboratory',
            sv: 'av proven behöver aldrig skickas till laboratorium',
          },
        },
      ],
      partnersTitle: {
        en: 'Partners and customers',
        sv: 'Partner och kunder',
      },
      partners: [
        {
          name: {
            en: 'Brovik Sjukvård',
            sv: 'Brovik Sjukvård',
          },
          kind: {
            en: 'Hospital network, Sweden',
            sv: 'Sjukhusgrupp, Sverige',
          },
        },
        {
          name: {
            en: 'Nordlys Bedriftshelse',
            sv: 'Nordlys Bedriftshelse',
          },
          kind: {
            en: 'Occupational health, Norway',
            sv: 'Företagshälsovård, Norge',
          },
        },
        {
          name: {
            en: 'Kantola Logistics',
            sv: 'Kantola Logistics',
          },
          kind: {
            en: 'Logistics, Finland',
            sv: 'Logistik, Finland',
          },
        },
        {
          name: {
            en: 'Stenholm Apotek',
            sv: 'Stenholm Apotek',
          },
          kind: {
            en: 'Pharmacy chain, Sweden',
            sv: 'Apotekskedja, Sverige',
          },
        },
      ],
      certifications: {
        label: {
          en: 'Certifications',
          sv: 'Certifiering och CE-\u2060märkning',
        },
        iso: {
          en: 'ISO\u00a013485',
          sv: 'ISO\u00a013485',
        },
        ce: {
          en: 'CE-marked under the IVDR',
          sv: 'CE-\u2060märkt enligt IVDR',
        },
      },
      isoExplanation: {
        en: 'ISO 13485 is the international standard for the quality management systems of medical device manufacturers. Ours is certified for the design, manufacture and supply of our tests.',
        sv: 'ISO\u00a013485 är den internationella standarden för kvalitetsledningssystem hos tillverkare av medicintekniska produkter. Vårt system är certifierat för utveckling, tillverkning och leverans av våra tester.',
      },
    },
    {
      blockType: 'timeline',
      blockName: 'timeline',
      eyebrow: {
        en: 'Timeline',
        sv: 'Tidslinje',
      },
      title: {
        en: 'From founding to exit',
        sv: 'Från start till exit',
      },
      intro: {
        en: 'What we have achieved, and the plan ahead.',
        sv: 'Det vi har uppnått – och planen framåt.',
      },
      tone: 'white',
      status: {
        achieved: {
          en: 'Achieved',
          sv: 'Uppnått',
        },
        planned: {
          en: 'Plan',
          sv: 'Plan',
        },
      },
      items: [
        {
          year: 2022,
          status: 'achieved',
          title: {
            en: 'Company founded',
            sv: 'Bolaget grundas',
          },
          description: {
            en: 'Nordic Rapid Diagnostics is founded in Stockholm.',
            sv: 'Nordic Rapid Diagnostics grundas i Stockholm.',
          },
        },
        {
          year: 2023,
          status: 'achieved',
          title: {
            en: 'First product and ISO\u00a013485',
            sv: 'Första produkten och ISO\u00a013485',
          },
          description: {
            en: 'InstaCLEAR reaches its first workplace customers, and our quality management is certified to ISO\u00a013485.',
            sv: 'InstaCLEAR når de första arbetsplatskunderna och kvalitetsledningssystemet certifieras enligt ISO\u00a013485.',
          },
        },
        {
          year: 2024,
          status: 'achieved',
          title: {
            en: 'Hospitals and Circular Testing',
            sv: 'Sjukhus och Circular Testing',
          },
          description: {
            en: 'Partnerships with hospital networks, and the launch of the Circular Testing programme.',
            sv: 'Samarbeten med sjukhus och regioner samt lansering av programmet Circular Testing.',
          },
        },
        {
          year: 2025,
          status: 'achieved',
          title: {
            en: 'European expansion',
            sv: 'Europeisk expansion',
          },
          description: {
            en: 'Expansion into more European markets, the VDT platform in preparation and revenue of {revenue2025}.',
            sv: 'Etablering på fler europeiska marknader, VDT-plattformen förbereds och omsättningen når {revenue2025}.',
          },
        },
        {
          year: 2026,
          status: 'planned',
          title: {
            en: 'Series A and VDT launch',
            sv: 'Series A och lansering av VDT',
          },
          description: {
            en: 'The {raiseTotal} round funds the Nordic roll-out, and the VDT platform launches.',
            sv: 'Rundan på {raiseTotal} finansierar expansionen i Norden, och VDT-plattformen lanseras.',
          },
        },
        {
          year: 2027,
          status: 'planned',
          title: {
            en: 'Profitability',
            sv: 'Lönsamhet',
          },
          description: {
            en: 'EBITDA-positive from {profitability}, with an EBITDA margin of {margin2027} for the year.',
            sv: 'Positivt EBITDA från {profitability} och en EBITDA-marginal på {margin2027} för helåret.',
          },
        },
        {
          year: 2028,
          status: 'planned',
          title: {
            en: 'Scale',
            sv: 'Uppskalning',
          },
          description: {
            en: 'Revenue of {revenue2028} at an EBITDA margin of {margin2028}, and entry into the DACH region and the United Kingdom.',
            sv: 'En omsättning på {revenue2028} med en EBITDA-marginal på {margin2028}, och etablering i DACH-regionen och Storbritannien.',
          },
        },
        {
          year: 2029,
          status: 'planned',
          title: {
            en: 'Exit window',
            sv: 'Exitfönster',
          },
          description: {
            en: 'Ready for a trade sale or a listing, in line with the projected {roi} return in {roiYears}\u00a0years.',
            sv: 'Redo för en försäljning till en industriell köpare eller en notering, i linje med den beräknade avkastningen på {roi} inom {roiYears}\u00a0år.',
          },
        },
      ],
    },
    {
      blockType: 'riskMatrix',
      blockName: 'risks',
      eyebrow: {
        en: 'Risks',
        sv: 'Risker',
      },
      title: {
        en: 'Risks and how we manage them',
        sv: 'Risker och hur vi hanterar dem',
      },
      intro: {
        en: 'Every growth plan carries risk. These are the main risks we see, rated by likelihood and impact.',
        sv: 'Varje tillväxtplan är förenad med risker. Här är de viktigaste riskerna vi ser, bedömda efter sannolikhet och konsekvens.',
      },
      tone: 'muted',
      matrix: {
        caption: {
          en: 'Risk matrix: likelihood against impact',
          sv: 'Riskmatris: sannolikhet mot konsekvens',
        },
        likelihood: {
          en: 'Likelihood',
          sv: 'Sannolikhet',
        },
        impact: {
          en: 'Impact',
          sv: 'Konsekvens',
        },
        noRisks: {
          en: 'No risks',
          sv: 'Inga risker',
        },
      },
      levels: {
        low: {
          en: 'Low',
          sv: 'Låg',
        },
        medium: {
          en: 'Medium',
          sv: 'Medelhög',
        },
        high: {
          en: 'High',
          sv: 'Hög',
        },
      },
      ratings: {
        red: {
          en: 'Critical',
          sv: 'Kritisk',
        },
        orange: {
          en: 'Serious',
          sv: 'Allvarlig',
        },
        yellow: {
          en: 'Moderate',
          sv: 'Måttlig',
        },
        green: {
          en: 'Tolerable',
          sv: 'Acceptabel',
        },
      },
      tableCaption: {
        en: 'Risks, ratings and mitigations',
        sv: 'Risker, bedömningar och åtgärder',
      },
      columns: {
        risk: {
          en: 'Risk',
          sv: 'Risk',
        },
        likelihood: {
          en: 'Likelihood',
          sv: 'Sannolikhet',
        },
        impact: {
          en: 'Impact',
          sv: 'Konsekvens',
        },
        rating: {
          en: 'Rating',
          sv: 'Bedömning',
        },
        mitigation: {
          en: 'Mitigation',
          sv: 'Åtgärder',
        },
      },
      items: [
        {
          name: {
            en: 'Price competition from established laboratories',
            sv: 'Priskonkurrens från etablerade laboratorier',
          },
          likelihood: 'high',
          impact: 'high',
          mitigation: {
            en: 'We compete on speed and total cost rather than price per test: results in minutes, fewer laboratory samples and a programme that includes medical review.',
            sv: 'Vi konkurrerar med snabbhet och totalkostnad snarare än pris per test: svar på några minuter, färre laboratorieprov och ett program där läkarverifiering ingår.',
          },
        },
        {
          name: {
            en: 'Slow public-sector procurement',
            sv: 'Långsamma offentliga upphandlingar',
          },
          likelihood: 'high',
          impact: 'medium',
          mitigation: {
            en: 'Pilots that prove the savings, framework agreements that other regions can join, and a balanced mix of private and public customers.',
            sv: 'Pilotprojekt som visar besparingen, ramavtal som fler regioner kan ansluta sig till och en balanserad mix av privata och offentliga kunder.',
          },
        },
        {
          name: {
            en: 'Currency movements (EUR, NOK, DKK)',
            sv: 'Valutarörelser (EUR, NOK, DKK)',
          },
          likelihood: 'high',
          impact: 'medium',
          mitigation: {
            en: '{hedging} of our currency exposure is hedged, and we pay suppliers in the currencies we earn in wherever possible.',
            sv: 'Vi har säkrat {hedging} av vår valutaexponering och betalar leverantörer i de valutor vi har intäkter i när det är möjligt.',
          },
        },
        {
          name: {
            en: 'Delays in the IVDR conformity assessment of new tests',
            sv: 'Förseningar i bedömningen av överensstämmelse enligt IVDR för nya tester',
          },
          likelihood: 'low',
          impact: 'high',
          mitigation: {
            en: 'Every test we sell today is already CE-marked under the IVDR. For the new tests, a compliance roadmap of {complianceRoadmap}, early dialogue with our notified body and ISO\u00a013485-certified quality management already in place.',
            sv: 'Alla tester vi säljer i dag är redan CE-\u2060märkta enligt IVDR. För de nya testerna finns en plan för regelefterlevnad på {complianceRoadmap}, tidig dialog med vårt anmälda organ och ett ISO\u00a013485-\u2060certifierat kvalitetsledningssystem på plats.',
          },
        },
        {
          name: {
            en: 'A data breach in our digital services',
            sv: 'Dataintrång i våra digitala tjänster',
          },
          likelihood: 'low',
          impact: 'high',
          mitigation: {
            en: 'Data stored in the EU, encryption, least-privilege access and independent penetration tests before every major release.',
            sv: 'Datalagring inom EU, kryptering, behörighetsstyrning enligt principen om minsta möjliga behörighet och oberoende penetrationstester före varje större version.',
          },
        },
        {
          name: {
            en: 'Disruption at a component supplier',
            sv: 'Störningar hos en komponentleverantör',
          },
          likelihood: 'medium',
          impact: 'medium',
          mitigation: {
            en: 'A second qualified supplier for every critical component and safety stock for three months of sales.',
            sv: 'En andra kvalificerad leverantör för varje kritisk komponent och ett säkerhetslager som räcker för tre månaders försäljning.',
          },
        },
        {
          name: {
            en: 'Dependence on key people',
            sv: 'Beroende av nyckelpersoner',
          },
          likelihood: 'low',
          impact: 'medium',
          mitigation: {
            en: 'Documented processes, a deputy for every key role and an option programme that keeps the team committed.',
            sv: 'Dokumenterade processer, en ersättare för varje nyckelroll och ett optionsprogram som håller ihop teamet.',
          },
        },
      ],
    },
    {
      blockType: 'investmentTerms',
      blockName: 'opportunity',
      eyebrow: {
        en: 'Investment opportunity',
        sv: 'Investeringsmöjlighet',
      },
      title: {
        en: 'Terms of the round',
        sv: 'Villkor för rundan',
      },
      intro: {
        en: 'We invite investors to join a {raiseTotal} round in two steps: a {raiseBridge} bridge now and a {raiseSeriesA} Series A.',
        sv: 'Vi bjuder in investerare till en runda på {raiseTotal} i två steg: en brygga på {raiseBridge} nu och en Series A på {raiseSeriesA}.',
      },
      tone: 'white',
      anchor: 'investment-opportunity',
      termsTitle: {
        en: 'Investment terms',
        sv: 'Investeringsvillkor',
      },
      terms: [
        {
          label: {
            en: 'Total raise',
            sv: 'Totalt kapitalbehov',
          },
          value: {
            en: '{raiseTotal}',
            sv: '{raiseTotal}',
          },
        },
        {
          label: {
            en: 'Structure',
            sv: 'Upplägg',
          },
          value: {
            en: '{raiseBridge} bridge + {raiseSeriesA} Series A',
            sv: '{raiseBridge} brygga + {raiseSeriesA} Series A',
          },
        },
        {
          label: {
            en: 'Pre-money valuation',
            sv: 'Värdering före emission',
          },
          value: {
            en: '{preMoney}',
            sv: '{preMoney}',
          },
        },
        {
          label: {
            en: 'Minimum investment',
            sv: 'Lägsta investering',
          },
          value: {
            en: '{minimumInvestment}',
            sv: '{minimumInvestment}',
          },
        },
        {
          label: {
            en: 'First profitable quarter',
            sv: 'Första lönsamma kvartalet',
          },
          value: {
            en: '{profitability}',
            sv: '{profitability}',
          },
        },
        {
          label: {
            en: 'Revenue target {lastPlanYear}',
            sv: 'Omsättningsmål {lastPlanYear}',
          },
          value: {
            en: '{revenue2028}',
            sv: '{revenue2028}',
          },
        },
      ],
      useOfFunds: {
        title: {
          en: 'Use of funds',
          sv: 'Användning av kapitalet',
        },
        caption: {
          en: 'How the {raiseTotal} will be used, as shares of the round',
          sv: 'Så fördelas de {raiseTotal} (andel av rundan)',
        },
        category: {
          en: 'Area',
          sv: 'Område',
        },
        share: {
          en: 'Share',
          sv: 'Andel',
        },
        itDevelopment: {
          label: {
            en: 'IT development',
            sv: 'IT-utveckling',
          },
          description: {
            en: 'The VDT platform, analytics and integrations with health-record and HR systems.',
            sv: 'VDT-plattformen, analysverktyg och integrationer med journal- och HR-system.',
          },
        },
        nordicExpansion: {
          label: {
            en: 'Nordic expansion',
            sv: 'Nordisk expansion',
          },
          description: {
            en: 'Sales and support teams in Norway, Denmark and Finland, and local distribution.',
            sv: 'Sälj- och kundtjänstteam i Norge, Danmark och Finland samt lokal distribution.',
          },
        },
        researchDevelopment: {
          label: {
            en: 'Research and development',
            sv: 'Forskning och utveckling',
          },
          description: {
            en: 'New test panels and clinical studies with our Nordic research partners.',
            sv: 'Nya testpaneler och kliniska studier med våra nordiska forskningspartner.',
          },
        },
        regulatory: {
          label: {
            en: 'Regulatory',
            sv: 'Regulatoriskt arbete',
          },
          description: {
            en: 'IVDR conformity assessment and CE marking of the new tests, on a compliance roadmap of {complianceRoadmap}.',
            sv: 'Bedömning av överensstämmelse och CE-\u2060märkning av de nya testerna enligt IVDR, med en plan för regelefterlevnad på {complianceRoadmap}.',
          },
        },
      },
      safeguardsTitle: {
        en: 'Protecting the plan',
        sv: 'Så skyddar vi planen',
      },
      safeguards: [
        {
          title: {
            en: 'Currency hedging',
            sv: 'Valutasäkring',
          },
          description: {
            en: '{hedging} of our currency exposure is hedged, so exchange rates move the plan as little as possible.',
            sv: 'Vi har säkrat {hedging} av vår valutaexponering, så att växelkurserna påverkar planen så lite som möjligt.',
          },
        },
        {
          title: {
            en: 'Compliance roadmap',
            sv: 'Plan för regelefterlevnad',
          },
          description: {
            en: 'A roadmap of {complianceRoadmap} takes each new test through conformity assessment by our notified body and CE marking under the IVDR before it is launched.',
            sv: 'Enligt en plan på {complianceRoadmap} bedöms varje nytt test av vårt anmälda organ och CE-\u2060märks enligt IVDR innan det lanseras.',
          },
        },
      ],
      actions: [
        {
          label: {
            en: 'Request Investor Deck',
            sv: 'Begär investerarpresentationen',
          },
          href: '/contact?interest=investors',
          variant: 'primary',
        },
      ],
      download: {
        label: {
          en: 'Download Investor Deck',
          sv: 'Ladda ner investerarpresentationen',
        },
        format: {
          en: 'PDF',
          sv: 'PDF',
        },
        href: {
          en: '/downloads/en/investor-summary.pdf',
          sv: '/downloads/sv/investor-summary.pdf',
        },
      },
    },
    {
      blockType: 'featureGrid',
      blockName: 'exit',
      eyebrow: {
        en: 'Exit strategy',
        sv: 'Exitstrategi',
      },
      title: {
        en: 'A clear path to a return',
        sv: 'En tydlig väg till avkastning',
      },
      intro: {
        en: 'We are building the company for an exit within {roiYears}\u00a0years, with a projected return of {roi} on today’s valuation.',
        sv: 'Vi bygger bolaget för en exit inom {roiYears}\u00a0år, med en beräknad avkastning på {roi} räknat på dagens värdering.',
      },
      tone: 'brand',
      columns: '3',
      iconTone: 'accent',
      layout: 'stacked',
      items: [
        {
          title: {
            en: 'Trade sale',
            sv: 'Försäljning till industriell köpare',
          },
          description: {
            en: 'International diagnostics and occupational health groups are buying point-of-care testing capacity; our CE-marked products and Nordic customer base fit that strategy.',
            sv: 'Internationella koncerner inom diagnostik och företagshälsovård förvärvar bolag inom patientnära testning, och våra CE-\u2060märkta produkter och vår nordiska kundbas passar in i den strategin.',
          },
        },
        {
          title: {
            en: 'Listing',
            sv: 'Börsnotering',
          },
          description: {
            en: 'With sustained profitability, a listing on a Nordic growth market gives investors liquidity and the company capital for further expansion.',
            sv: 'Med uthållig lönsamhet kan bolaget noteras på en nordisk marknadsplats för tillväxtbolag, vilket ger investerarna likviditet och bolaget kapital för fortsatt expansion.',
          },
        },
        {
          title: {
            en: 'Secondary sale',
            sv: 'Sekundärförsäljning av aktier',
          },
          description: {
            en: 'Early investors can sell their shares to a later-stage investor in a future funding round.',
            sv: 'Tidiga investerare kan sälja sina aktier till nya investerare i en senare finansieringsrunda.',
          },
        },
      ],
    },
    {
      blockType: 'callToAction',
      heading: {
        en: 'Let’s talk about the next chapter',
        sv: 'Nästa kapitel – prata med oss',
      },
      description: {
        en: 'Meet the management team, ask your questions and receive the full investor deck.',
        sv: 'Träffa ledningen, ställ era frågor och få hela investerarpresentationen.',
      },
      actions: [
        {
          label: {
            en: 'Schedule Meeting',
            sv: 'Boka ett möte',
          },
          href: '/contact',
          variant: 'accent',
        },
        {
          label: {
            en: 'Request Investor Deck',
            sv: 'Begär investerarpresentationen',
          },
          href: '/contact?interest=investors',
          variant: 'inverse',
        },
      ],
    },
  ],
};
