import * as migration_20261126_204200_initial from './20261126_204200_initial';
import * as migration_20261126_205929_news from './20261126_205929_news';
import * as migration_20261126_230025_instruction_editions from './20261126_230025_instruction_editions';
import * as migration_20261126_233335_team_members from './20261126_233335_team_members';
import * as migration_20261126_234226_testimonials from './20261126_234226_testimonials';
import * as migration_20261127_021734_site_settings from './20261127_021734_site_settings';
import * as migration_20261127_025525_navigation from './20261127_025525_navigation';
import * as migration_20261127_031127_investor_figures from './20261127_031127_investor_figures';
import * as migration_20261127_035614_media from './20261127_035614_media';
import * as migration_20261127_054157_navigation_page_links from './20261127_054157_navigation_page_links';
import * as migration_20261127_054209_pages from './20261127_054209_pages';
import * as migration_20261127_083827_page_blocks_offers_figures_legal from './20261127_083827_page_blocks_offers_figures_legal';
import * as migration_20261127_085533_page_blocks_metrics_comparison_calculator from './20261127_085533_page_blocks_metrics_comparison_calculator';
import * as migration_20261127_090802_page_blocks_banner_news_downloads from './20261127_090802_page_blocks_banner_news_downloads';
import * as migration_20261127_113441_page_blocks_notice_quote from './20261127_113441_page_blocks_notice_quote';
import * as migration_20261127_114228_page_blocks_product_hero_specs_retailers from './20261127_114228_page_blocks_product_hero_specs_retailers';
import * as migration_20261127_115038_page_blocks_catalogue_pictures from './20261127_115038_page_blocks_catalogue_pictures';
import * as migration_20261127_120234_page_blocks_product_range from './20261127_120234_page_blocks_product_range';
import * as migration_20261127_121027_page_blocks_mission_team_milestones from './20261127_121027_page_blocks_mission_team_milestones';
import * as migration_20261127_121612_page_blocks_sector_tabs_case_studies from './20261127_121612_page_blocks_sector_tabs_case_studies';
import * as migration_20261127_122203_page_blocks_detail_tabs_testimonials from './20261127_122203_page_blocks_detail_tabs_testimonials';
import * as migration_20261127_145053_page_blocks_lead_form_whitepapers from './20261127_145053_page_blocks_lead_form_whitepapers';
import * as migration_20261127_150924_page_blocks_document_library from './20261127_150924_page_blocks_document_library';
import * as migration_20261127_151624_page_blocks_drug_test_catalogue from './20261127_151624_page_blocks_drug_test_catalogue';
import * as migration_20261127_152640_page_blocks_home_hero from './20261127_152640_page_blocks_home_hero';
import * as migration_20261127_154414_page_blocks_whitepaper_promo_proof from './20261127_154414_page_blocks_whitepaper_promo_proof';
import * as migration_20261127_160410_page_blocks_product_hero_download from './20261127_160410_page_blocks_product_hero_download';
import * as migration_20261127_182332_page_blocks_checklist from './20261127_182332_page_blocks_checklist';
import * as migration_20261127_183809_sector_tabs_from_page from './20261127_183809_sector_tabs_from_page';
import * as migration_20261127_184437_offer_cards_from_page from './20261127_184437_offer_cards_from_page';
import * as migration_20261127_213003_circular_testing_page from './20261127_213003_circular_testing_page';
import * as migration_20261127_214949_vdt_page from './20261127_214949_vdt_page';
import * as migration_20261127_220157_hair_analysis_page from './20261127_220157_hair_analysis_page';
import * as migration_20261128_002546_investors_page from './20261128_002546_investors_page';
import * as migration_20261128_035855_search from './20261128_035855_search';
import * as migration_20261128_074208_documents_scene from './20261128_074208_documents_scene';
import * as migration_20261128_125659_edition_performance from './20261128_125659_edition_performance';
import * as migration_20261128_161650_team_portrait_look from './20261128_161650_team_portrait_look';
import * as migration_20261129_063159_marketing_figures from './20261129_063159_marketing_figures';
import * as migration_20261129_064351_whitepapers from './20261129_064351_whitepapers';
import * as migration_20261129_070358_team_member_degree from './20261129_070358_team_member_degree';
import * as migration_20261129_092533_instruction_edition_article_text from './20261129_092533_instruction_edition_article_text';
import * as migration_20261129_092844_catalogue from './20261129_092844_catalogue';
import * as migration_20261129_120523_product_figures from './20261129_120523_product_figures';
import * as migration_20261130_001800_feature_grid_ruled from './20261130_001800_feature_grid_ruled';
import * as migration_20261130_011547_team_member_attire from './20261130_011547_team_member_attire';

export const migrations = [
  {
    up: migration_20261126_204200_initial.up,
    down: migration_20261126_204200_initial.down,
    name: '20261126_204200_initial',
  },
  {
    up: migration_20261126_205929_news.up,
    down: migration_20261126_205929_news.down,
    name: '20261126_205929_news',
  },
  {
    up: migration_20261126_230025_instruction_editions.up,
    down: migration_20261126_230025_instruction_editions.down,
    name: '20261126_230025_instruction_editions',
  },
  {
    up: migration_20261126_233335_team_members.up,
    down: migration_20261126_233335_team_members.down,
    name: '20261126_233335_team_members',
  },
  {
    up: migration_20261126_234226_testimonials.up,
    down: migration_20261126_234226_testimonials.down,
    name: '20261126_234226_testimonials',
  },
  {
    up: migration_20261127_021734_site_settings.up,
    down: migration_20261127_021734_site_settings.down,
    name: '20261127_021734_site_settings',
  },
  {
    up: migration_20261127_025525_navigation.up,
    down: migration_20261127_025525_navigation.down,
    name: '20261127_025525_navigation',
  },
  {
    up: migration_20261127_031127_investor_figures.up,
    down: migration_20261127_031127_investor_figures.down,
    name: '20261127_031127_investor_figures',
  },
  {
    up: migration_20261127_035614_media.up,
    down: migration_20261127_035614_media.down,
    name: '20261127_035614_media',
  },
  {
    up: migration_20261127_054157_navigation_page_links.up,
    down: migration_20261127_054157_navigation_page_links.down,
    name: '20261127_054157_navigation_page_links',
  },
  {
    up: migration_20261127_054209_pages.up,
    down: migration_20261127_054209_pages.down,
    name: '20261127_054209_pages',
  },
  {
    up: migration_20261127_083827_page_blocks_offers_figures_legal.up,
    down: migration_20261127_083827_page_blocks_offers_figures_legal.down,
    name: '20261127_083827_page_blocks_offers_figures_legal',
  },
  {
    up: migration_20261127_085533_page_blocks_metrics_comparison_calculator.up,
    down: migration_20261127_085533_page_blocks_metrics_comparison_calculator.down,
    name: '20261127_085533_page_blocks_metrics_comparison_calculator',
  },
  {
    up: migration_20261127_090802_page_blocks_banner_news_downloads.up,
    down: migration_20261127_090802_page_blocks_banner_news_downloads.down,
    name: '20261127_090802_page_blocks_banner_news_downloads',
  },
  {
    up: migration_20261127_113441_page_blocks_notice_quote.up,
    down: migration_20261127_113441_page_blocks_notice_quote.down,
    name: '20261127_113441_page_blocks_notice_quote',
  },
  {
    up: migration_20261127_114228_page_blocks_product_hero_specs_retailers.up,
    down: migration_20261127_114228_page_blocks_product_hero_specs_retailers.down,
    name: '20261127_114228_page_blocks_product_hero_specs_retailers',
  },
  {
    up: migration_20261127_115038_page_blocks_catalogue_pictures.up,
    down: migration_20261127_115038_page_blocks_catalogue_pictures.down,
    name: '20261127_115038_page_blocks_catalogue_pictures',
  },
  {
    up: migration_20261127_120234_page_blocks_product_range.up,
    down: migration_20261127_120234_page_blocks_product_range.down,
    name: '20261127_120234_page_blocks_product_range',
  },
  {
    up: migration_20261127_121027_page_blocks_mission_team_milestones.up,
    down: migration_20261127_121027_page_blocks_mission_team_milestones.down,
    name: '20261127_121027_page_blocks_mission_team_milestones',
  },
  {
    up: migration_20261127_121612_page_blocks_sector_tabs_case_studies.up,
    down: migration_20261127_121612_page_blocks_sector_tabs_case_studies.down,
    name: '20261127_121612_page_blocks_sector_tabs_case_studies',
  },
  {
    up: migration_20261127_122203_page_blocks_detail_tabs_testimonials.up,
    down: migration_20261127_122203_page_blocks_detail_tabs_testimonials.down,
    name: '20261127_122203_page_blocks_detail_tabs_testimonials',
  },
  {
    up: migration_20261127_145053_page_blocks_lead_form_whitepapers.up,
    down: migration_20261127_145053_page_blocks_lead_form_whitepapers.down,
    name: '20261127_145053_page_blocks_lead_form_whitepapers',
  },
  {
    up: migration_20261127_150924_page_blocks_document_library.up,
    down: migration_20261127_150924_page_blocks_document_library.down,
    name: '20261127_150924_page_blocks_document_library',
  },
  {
    up: migration_20261127_151624_page_blocks_drug_test_catalogue.up,
    down: migration_20261127_151624_page_blocks_drug_test_catalogue.down,
    name: '20261127_151624_page_blocks_drug_test_catalogue',
  },
  {
    up: migration_20261127_152640_page_blocks_home_hero.up,
    down: migration_20261127_152640_page_blocks_home_hero.down,
    name: '20261127_152640_page_blocks_home_hero',
  },
  {
    up: migration_20261127_154414_page_blocks_whitepaper_promo_proof.up,
    down: migration_20261127_154414_page_blocks_whitepaper_promo_proof.down,
    name: '20261127_154414_page_blocks_whitepaper_promo_proof',
  },
  {
    up: migration_20261127_160410_page_blocks_product_hero_download.up,
    down: migration_20261127_160410_page_blocks_product_hero_download.down,
    name: '20261127_160410_page_blocks_product_hero_download',
  },
  {
    up: migration_20261127_182332_page_blocks_checklist.up,
    down: migration_20261127_182332_page_blocks_checklist.down,
    name: '20261127_182332_page_blocks_checklist',
  },
  {
    up: migration_20261127_183809_sector_tabs_from_page.up,
    down: migration_20261127_183809_sector_tabs_from_page.down,
    name: '20261127_183809_sector_tabs_from_page',
  },
  {
    up: migration_20261127_184437_offer_cards_from_page.up,
    down: migration_20261127_184437_offer_cards_from_page.down,
    name: '20261127_184437_offer_cards_from_page',
  },
  {
    up: migration_20261127_213003_circular_testing_page.up,
    down: migration_20261127_213003_circular_testing_page.down,
    name: '20261127_213003_circular_testing_page',
  },
  {
    up: migration_20261127_214949_vdt_page.up,
    down: migration_20261127_214949_vdt_page.down,
    name: '20261127_214949_vdt_page',
  },
  {
    up: migration_20261127_220157_hair_analysis_page.up,
    down: migration_20261127_220157_hair_analysis_page.down,
    name: '20261127_220157_hair_analysis_page',
  },
  {
    up: migration_20261128_002546_investors_page.up,
    down: migration_20261128_002546_investors_page.down,
    name: '20261128_002546_investors_page',
  },
  {
    up: migration_20261128_035855_search.up,
    down: migration_20261128_035855_search.down,
    name: '20261128_035855_search',
  },
  {
    up: migration_20261128_074208_documents_scene.up,
    down: migration_20261128_074208_documents_scene.down,
    name: '20261128_074208_documents_scene',
  },
  {
    up: migration_20261128_125659_edition_performance.up,
    down: migration_20261128_125659_edition_performance.down,
    name: '20261128_125659_edition_performance',
  },
  {
    up: migration_20261128_161650_team_portrait_look.up,
    down: migration_20261128_161650_team_portrait_look.down,
    name: '20261128_161650_team_portrait_look',
  },
  {
    up: migration_20261129_063159_marketing_figures.up,
    down: migration_20261129_063159_marketing_figures.down,
    name: '20261129_063159_marketing_figures',
  },
  {
    up: migration_20261129_064351_whitepapers.up,
    down: migration_20261129_064351_whitepapers.down,
    name: '20261129_064351_whitepapers',
  },
  {
    up: migration_20261129_070358_team_member_degree.up,
    down: migration_20261129_070358_team_member_degree.down,
    name: '20261129_070358_team_member_degree',
  },
  {
    up: migration_20261129_092533_instruction_edition_article_text.up,
    down: migration_20261129_092533_instruction_edition_article_text.down,
    name: '20261129_092533_instruction_edition_article_text',
  },
  {
    up: migration_20261129_092844_catalogue.up,
    down: migration_20261129_092844_catalogue.down,
    name: '20261129_092844_catalogue',
  },
  {
    up: migration_20261129_120523_product_figures.up,
    down: migration_20261129_120523_product_figures.down,
    name: '20261129_120523_product_figures',
  },
  {
    up: migration_20261130_001800_feature_grid_ruled.up,
    down: migration_20261130_001800_feature_grid_ruled.down,
    name: '20261130_001800_feature_grid_ruled',
  },
  {
    up: migration_20261130_011547_team_member_attire.up,
    down: migration_20261130_011547_team_member_attire.down,
    name: '20261130_011547_team_member_attire'
  },
];
