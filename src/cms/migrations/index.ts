import * as migration_20261126_173946_initial from './20261126_173946_initial';
import * as migration_20261126_200725_products from './20261126_200725_products';
import * as migration_20261126_205913_news from './20261126_205913_news';
import * as migration_20261126_230011_instruction_editions from './20261126_230011_instruction_editions';
import * as migration_20261126_233330_team_members from './20261126_233330_team_members';
import * as migration_20261126_234220_testimonials from './20261126_234220_testimonials';
import * as migration_20261127_021725_site_settings from './20261127_021725_site_settings';
import * as migration_20261127_025519_navigation from './20261127_025519_navigation';
import * as migration_20261127_031121_investor_figures from './20261127_031121_investor_figures';
import * as migration_20261127_035608_media from './20261127_035608_media';
import * as migration_20261127_054154_navigation_page_links from './20261127_054154_navigation_page_links';
import * as migration_20261127_054205_pages from './20261127_054205_pages';
import * as migration_20261127_083822_page_blocks_offers_figures_legal from './20261127_083822_page_blocks_offers_figures_legal';
import * as migration_20261127_085527_page_blocks_metrics_comparison_calculator from './20261127_085527_page_blocks_metrics_comparison_calculator';
import * as migration_20261127_090756_page_blocks_banner_news_downloads from './20261127_090756_page_blocks_banner_news_downloads';
import * as migration_20261127_113433_page_blocks_notice_quote from './20261127_113433_page_blocks_notice_quote';
import * as migration_20261127_114221_page_blocks_product_hero_specs_retailers from './20261127_114221_page_blocks_product_hero_specs_retailers';
import * as migration_20261127_115031_page_blocks_catalogue_pictures from './20261127_115031_page_blocks_catalogue_pictures';
import * as migration_20261127_120228_page_blocks_product_range from './20261127_120228_page_blocks_product_range';
import * as migration_20261127_121020_page_blocks_mission_team_milestones from './20261127_121020_page_blocks_mission_team_milestones';
import * as migration_20261127_121605_page_blocks_sector_tabs_case_studies from './20261127_121605_page_blocks_sector_tabs_case_studies';
import * as migration_20261127_122157_page_blocks_detail_tabs_testimonials from './20261127_122157_page_blocks_detail_tabs_testimonials';
import * as migration_20261127_145041_page_blocks_lead_form_whitepapers from './20261127_145041_page_blocks_lead_form_whitepapers';
import * as migration_20261127_150917_page_blocks_document_library from './20261127_150917_page_blocks_document_library';
import * as migration_20261127_151616_page_blocks_drug_test_catalogue from './20261127_151616_page_blocks_drug_test_catalogue';
import * as migration_20261127_152631_page_blocks_home_hero from './20261127_152631_page_blocks_home_hero';
import * as migration_20261127_154406_page_blocks_whitepaper_promo_proof from './20261127_154406_page_blocks_whitepaper_promo_proof';
import * as migration_20261127_160401_page_blocks_product_hero_download from './20261127_160401_page_blocks_product_hero_download';
import * as migration_20261127_182320_page_blocks_checklist from './20261127_182320_page_blocks_checklist';
import * as migration_20261127_183759_sector_tabs_from_page from './20261127_183759_sector_tabs_from_page';
import * as migration_20261127_184427_offer_cards_from_page from './20261127_184427_offer_cards_from_page';
import * as migration_20261127_212955_circular_testing_page from './20261127_212955_circular_testing_page';
import * as migration_20261127_214940_vdt_page from './20261127_214940_vdt_page';
import * as migration_20261127_220146_hair_analysis_page from './20261127_220146_hair_analysis_page';
import * as migration_20261128_002534_investors_page from './20261128_002534_investors_page';
import * as migration_20261128_035845_search from './20261128_035845_search';
import * as migration_20261128_074202_documents_scene from './20261128_074202_documents_scene';
import * as migration_20261128_125637_edition_performance from './20261128_125637_edition_performance';
import * as migration_20261128_161633_team_portrait_look from './20261128_161633_team_portrait_look';
import * as migration_20261129_063150_marketing_figures from './20261129_063150_marketing_figures';
import * as migration_20261129_064344_whitepapers from './20261129_064344_whitepapers';
import * as migration_20261129_070348_team_member_degree from './20261129_070348_team_member_degree';
import * as migration_20261129_092835_catalogue from './20261129_092835_catalogue';
import * as migration_20261129_120509_product_figures from './20261129_120509_product_figures';
import * as migration_20261130_001746_feature_grid_ruled from './20261130_001746_feature_grid_ruled';
import * as migration_20261130_011534_team_member_attire from './20261130_011534_team_member_attire';

export const migrations = [
  {
    up: migration_20261126_173946_initial.up,
    down: migration_20261126_173946_initial.down,
    name: '20261126_173946_initial',
  },
  {
    up: migration_20261126_200725_products.up,
    down: migration_20261126_200725_products.down,
    name: '20261126_200725_products',
  },
  {
    up: migration_20261126_205913_news.up,
    down: migration_20261126_205913_news.down,
    name: '20261126_205913_news',
  },
  {
    up: migration_20261126_230011_instruction_editions.up,
    down: migration_20261126_230011_instruction_editions.down,
    name: '20261126_230011_instruction_editions',
  },
  {
    up: migration_20261126_233330_team_members.up,
    down: migration_20261126_233330_team_members.down,
    name: '20261126_233330_team_members',
  },
  {
    up: migration_20261126_234220_testimonials.up,
    down: migration_20261126_234220_testimonials.down,
    name: '20261126_234220_testimonials',
  },
  {
    up: migration_20261127_021725_site_settings.up,
    down: migration_20261127_021725_site_settings.down,
    name: '20261127_021725_site_settings',
  },
  {
    up: migration_20261127_025519_navigation.up,
    down: migration_20261127_025519_navigation.down,
    name: '20261127_025519_navigation',
  },
  {
    up: migration_20261127_031121_investor_figures.up,
    down: migration_20261127_031121_investor_figures.down,
    name: '20261127_031121_investor_figures',
  },
  {
    up: migration_20261127_035608_media.up,
    down: migration_20261127_035608_media.down,
    name: '20261127_035608_media',
  },
  {
    up: migration_20261127_054154_navigation_page_links.up,
    down: migration_20261127_054154_navigation_page_links.down,
    name: '20261127_054154_navigation_page_links',
  },
  {
    up: migration_20261127_054205_pages.up,
    down: migration_20261127_054205_pages.down,
    name: '20261127_054205_pages',
  },
  {
    up: migration_20261127_083822_page_blocks_offers_figures_legal.up,
    down: migration_20261127_083822_page_blocks_offers_figures_legal.down,
    name: '20261127_083822_page_blocks_offers_figures_legal',
  },
  {
    up: migration_20261127_085527_page_blocks_metrics_comparison_calculator.up,
    down: migration_20261127_085527_page_blocks_metrics_comparison_calculator.down,
    name: '20261127_085527_page_blocks_metrics_comparison_calculator',
  },
  {
    up: migration_20261127_090756_page_blocks_banner_news_downloads.up,
    down: migration_20261127_090756_page_blocks_banner_news_downloads.down,
    name: '20261127_090756_page_blocks_banner_news_downloads',
  },
  {
    up: migration_20261127_113433_page_blocks_notice_quote.up,
    down: migration_20261127_113433_page_blocks_notice_quote.down,
    name: '20261127_113433_page_blocks_notice_quote',
  },
  {
    up: migration_20261127_114221_page_blocks_product_hero_specs_retailers.up,
    down: migration_20261127_114221_page_blocks_product_hero_specs_retailers.down,
    name: '20261127_114221_page_blocks_product_hero_specs_retailers',
  },
  {
    up: migration_20261127_115031_page_blocks_catalogue_pictures.up,
    down: migration_20261127_115031_page_blocks_catalogue_pictures.down,
    name: '20261127_115031_page_blocks_catalogue_pictures',
  },
  {
    up: migration_20261127_120228_page_blocks_product_range.up,
    down: migration_20261127_120228_page_blocks_product_range.down,
    name: '20261127_120228_page_blocks_product_range',
  },
  {
    up: migration_20261127_121020_page_blocks_mission_team_milestones.up,
    down: migration_20261127_121020_page_blocks_mission_team_milestones.down,
    name: '20261127_121020_page_blocks_mission_team_milestones',
  },
  {
    up: migration_20261127_121605_page_blocks_sector_tabs_case_studies.up,
    down: migration_20261127_121605_page_blocks_sector_tabs_case_studies.down,
    name: '20261127_121605_page_blocks_sector_tabs_case_studies',
  },
  {
    up: migration_20261127_122157_page_blocks_detail_tabs_testimonials.up,
    down: migration_20261127_122157_page_blocks_detail_tabs_testimonials.down,
    name: '20261127_122157_page_blocks_detail_tabs_testimonials',
  },
  {
    up: migration_20261127_145041_page_blocks_lead_form_whitepapers.up,
    down: migration_20261127_145041_page_blocks_lead_form_whitepapers.down,
    name: '20261127_145041_page_blocks_lead_form_whitepapers',
  },
  {
    up: migration_20261127_150917_page_blocks_document_library.up,
    down: migration_20261127_150917_page_blocks_document_library.down,
    name: '20261127_150917_page_blocks_document_library',
  },
  {
    up: migration_20261127_151616_page_blocks_drug_test_catalogue.up,
    down: migration_20261127_151616_page_blocks_drug_test_catalogue.down,
    name: '20261127_151616_page_blocks_drug_test_catalogue',
  },
  {
    up: migration_20261127_152631_page_blocks_home_hero.up,
    down: migration_20261127_152631_page_blocks_home_hero.down,
    name: '20261127_152631_page_blocks_home_hero',
  },
  {
    up: migration_20261127_154406_page_blocks_whitepaper_promo_proof.up,
    down: migration_20261127_154406_page_blocks_whitepaper_promo_proof.down,
    name: '20261127_154406_page_blocks_whitepaper_promo_proof',
  },
  {
    up: migration_20261127_160401_page_blocks_product_hero_download.up,
    down: migration_20261127_160401_page_blocks_product_hero_download.down,
    name: '20261127_160401_page_blocks_product_hero_download',
  },
  {
    up: migration_20261127_182320_page_blocks_checklist.up,
    down: migration_20261127_182320_page_blocks_checklist.down,
    name: '20261127_182320_page_blocks_checklist',
  },
  {
    up: migration_20261127_183759_sector_tabs_from_page.up,
    down: migration_20261127_183759_sector_tabs_from_page.down,
    name: '20261127_183759_sector_tabs_from_page',
  },
  {
    up: migration_20261127_184427_offer_cards_from_page.up,
    down: migration_20261127_184427_offer_cards_from_page.down,
    name: '20261127_184427_offer_cards_from_page',
  },
  {
    up: migration_20261127_212955_circular_testing_page.up,
    down: migration_20261127_212955_circular_testing_page.down,
    name: '20261127_212955_circular_testing_page',
  },
  {
    up: migration_20261127_214940_vdt_page.up,
    down: migration_20261127_214940_vdt_page.down,
    name: '20261127_214940_vdt_page',
  },
  {
    up: migration_20261127_220146_hair_analysis_page.up,
    down: migration_20261127_220146_hair_analysis_page.down,
    name: '20261127_220146_hair_analysis_page',
  },
  {
    up: migration_20261128_002534_investors_page.up,
    down: migration_20261128_002534_investors_page.down,
    name: '20261128_002534_investors_page',
  },
  {
    up: migration_20261128_035845_search.up,
    down: migration_20261128_035845_search.down,
    name: '20261128_035845_search',
  },
  {
    up: migration_20261128_074202_documents_scene.up,
    down: migration_20261128_074202_documents_scene.down,
    name: '20261128_074202_documents_scene',
  },
  {
    up: migration_20261128_125637_edition_performance.up,
    down: migration_20261128_125637_edition_performance.down,
    name: '20261128_125637_edition_performance',
  },
  {
    up: migration_20261128_161633_team_portrait_look.up,
    down: migration_20261128_161633_team_portrait_look.down,
    name: '20261128_161633_team_portrait_look',
  },
  {
    up: migration_20261129_063150_marketing_figures.up,
    down: migration_20261129_063150_marketing_figures.down,
    name: '20261129_063150_marketing_figures',
  },
  {
    up: migration_20261129_064344_whitepapers.up,
    down: migration_20261129_064344_whitepapers.down,
    name: '20261129_064344_whitepapers',
  },
  {
    up: migration_20261129_070348_team_member_degree.up,
    down: migration_20261129_070348_team_member_degree.down,
    name: '20261129_070348_team_member_degree',
  },
  {
    up: migration_20261129_092835_catalogue.up,
    down: migration_20261129_092835_catalogue.down,
    name: '20261129_092835_catalogue',
  },
  {
    up: migration_20261129_120509_product_figures.up,
    down: migration_20261129_120509_product_figures.down,
    name: '20261129_120509_product_figures',
  },
  {
    up: migration_20261130_001746_feature_grid_ruled.up,
    down: migration_20261130_001746_feature_grid_ruled.down,
    name: '20261130_001746_feature_grid_ruled',
  },
  {
    up: migration_20261130_011534_team_member_attire.up,
    down: migration_20261130_011534_team_member_attire.down,
    name: '20261130_011534_team_member_attire'
  },
];
